import type { PluginExports } from './PluginExports';

/** What a plugin says about itself. Only `name` is required; it identifies the plugin for `unregister`. */
export type PluginMetadata = {
  name: string,
  version?: string,
  description?: string,
  author?: string,
  url?: string,
};

/** A plugin: its metadata and the exports it contributes. Pass one to `PluginStore.register`. */
export class PluginManifest {
  readonly metadata: PluginMetadata;

  readonly exports: PluginExports;

  constructor(metadata: PluginMetadata, exports: PluginExports) {
    this.metadata = metadata;
    this.exports = exports;
  }
}
