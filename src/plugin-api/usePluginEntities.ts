import { useStore } from '@/stores/connect';

import type { PluginExport, PluginExportKey } from './PluginExports';
import { PluginStore, collectExports } from './PluginStore';

/** The entries of `key` contributed by all plugins (core first), re-rendering when plugins change. */
const usePluginEntities = <K extends PluginExportKey>(key: K): Array<PluginExport<K>> => (
  useStore(PluginStore, (state) => collectExports(state, key))
);

export default usePluginEntities;
