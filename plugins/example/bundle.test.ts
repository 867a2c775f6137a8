/**
 * @jest-environment node
 */
// Builds the bundle with its real webpack configuration and runs it against a stand-in for the console's
// window global: it must bring no copy of core or of the shared libraries, and register through the global.
import fs from 'fs';
import os from 'os';
import path from 'path';
import webpack from 'webpack';

import { PluginManifest } from '@/plugin-api/PluginManifest';

type Config = webpack.Configuration & { output: { path?: string } };

const makeConfig = require('./webpack.config.js') as (env: unknown, argv: { mode: string }) => Config;

const build = (outputPath: string): Promise<webpack.Stats> => new Promise((resolve, reject) => {
  const config = makeConfig({}, { mode: 'production' });
  webpack({ ...config, devtool: false, output: { ...config.output, path: outputPath } }, (error, stats) => {
    if (error || !stats) {
      reject(error ?? new Error('no build stats'));
    } else if (stats.hasErrors()) {
      reject(new Error(stats.toString('errors-only')));
    } else {
      resolve(stats);
    }
  });
});

describe('the example plugin bundle as built', () => {
  let outputPath: string;
  let code: string;

  beforeAll(async () => {
    outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'example-plugin-'));
    await build(outputPath);
    code = fs.readFileSync(path.join(outputPath, 'example.js'), 'utf8');
  }, 60000);

  afterAll(() => {
    fs.rmSync(outputPath, { recursive: true, force: true });
  });

  it('is one small file with a stable name, taking shared code from window.GraylogConsole', () => {
    expect(fs.readdirSync(outputPath)).toEqual(['example.js']);
    expect(code.length).toBeLessThan(10 * 1024);
    expect(code).toContain('window.GraylogConsole.api');
    expect(code).toContain('window.GraylogConsole.React');
    // Markers of bundled copies of React, Reflux or core stores.
    expect(code).not.toMatch(/react\.production|__SECRET_INTERNALS|eventemitter|core\.Plugins/);
  });

  it('registers the plugin through the API on the global when it runs', () => {
    const register = jest.fn();
    const fakeWindow = {
      GraylogConsole: {
        api: { PluginManifest, PluginStore: { register } },
        React: {},
        ReactBootstrap: {},
      },
    };

    // The bundle is a script for the browser; here it gets the stand-in as its `window`.
    new Function('window', code)(fakeWindow);

    expect(register).toHaveBeenCalledTimes(1);
    const manifest = register.mock.calls[0][0] as PluginManifest;
    expect(manifest).toBeInstanceOf(PluginManifest);
    expect(manifest.metadata.name).toBe('example');
    expect(manifest.exports.routes?.map((route) => route.path)).toEqual(['/example']);
    expect(manifest.exports.navigation).toEqual([{ description: 'Example', path: '/example' }]);
    expect(manifest.exports.systemnavigation).toEqual([{ description: 'Example plugin', path: '/example' }]);
  });

  it('refuses to build a plugin that imports core code other than the plugin API', async () => {
    const entry = path.join(outputPath, 'bad-entry.ts');
    fs.writeFileSync(entry, "import { fetch } from '@/logic/rest/FetchProvider';\nexport default fetch;\n");
    const config = makeConfig({}, { mode: 'production' });
    const stats = await new Promise<webpack.Stats | undefined>((resolve) => {
      webpack({ ...config, entry, output: { ...config.output, path: path.join(outputPath, 'bad') } }, (_error, result) => resolve(result));
    });

    expect(stats?.hasErrors()).toBe(true);
    expect(stats?.toString('errors-only')).toContain('may not import "@/logic/rest/FetchProvider"');
  }, 60000);
});
