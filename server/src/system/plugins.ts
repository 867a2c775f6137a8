// GET /system/plugins: the console plugin bundles this node serves (--plugin, written to config.js).
// A bundle is a script URL with no manifest the server could read, so Graylog's PluginMetaDataValue is
// filled as far as the URL tells: its address is the unique id and the url, its file name the name; author,
// version and required version are unknown (empty), and no capabilities are required.
import type { ServerContext } from '../context';

export interface PluginMetaDataValue {
  unique_id: string;
  name: string;
  author: string;
  url: string;
  version: string;
  description: string;
  required_version: string;
  required_capabilities: string[];
}

function bundleName(url: string): string {
  const file = url.split(/[?#]/)[0].split('/').filter((part) => part !== '').pop() ?? url;
  return file.replace(/\.m?js$/, '') || url;
}

export function pluginList(ctx: ServerContext): { plugins: PluginMetaDataValue[]; total: number } {
  const plugins = ctx.settings.pluginUrls.map((url) => ({
    unique_id: url,
    name: bundleName(url),
    author: '',
    url,
    version: '',
    description: `Console plugin bundle loaded from ${url}`,
    required_version: '',
    required_capabilities: [],
  }));
  return { plugins, total: plugins.length };
}
