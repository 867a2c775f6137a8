// The bundle's entry: runs once when the console loads the script, and registers the plugin.
import { PluginManifest, PluginStore } from '@/plugin-api';

import ExamplePage from './ExamplePage';

export const EXAMPLE_PATH = '/example';

export const manifest = new PluginManifest(
  {
    name: 'example',
    version: '1.0.0',
    description: 'Shows how a plugin adds a page, a navigation entry and a System menu entry',
    author: 'Graylog console developers',
  },
  {
    routes: [{ path: EXAMPLE_PATH, component: ExamplePage }],
    navigation: [{ description: 'Example', path: EXAMPLE_PATH }],
    systemnavigation: [{ description: 'Example plugin', path: EXAMPLE_PATH }],
  },
);

PluginStore.register(manifest);
