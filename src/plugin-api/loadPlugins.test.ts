import { loadPlugins, resolvePluginUrl } from './loadPlugins';

const appendedScripts = () => Array.from(document.head.querySelectorAll('script'));

const scriptFor = (path: string): HTMLScriptElement => {
  const script = appendedScripts().find((element) => element.src.endsWith(path));
  if (!script) {
    throw new Error(`no script was added for ${path}`);
  }
  return script;
};

// jsdom does not fetch scripts here; the test plays the browser's part.
const fireLoad = (path: string) => scriptFor(path).dispatchEvent(new Event('load'));
const fireError = (path: string) => scriptFor(path).dispatchEvent(new Event('error'));

describe('loadPlugins', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    document.head.innerHTML = '';
    window.appConfig = { gl2AppPathPrefix: '' };
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  it('adds one script per URL, in order, and resolves with no failures when all load', async () => {
    const loading = loadPlugins(['/plugins/a.js', '/plugins/b.js']);

    expect(appendedScripts().map((script) => new URL(script.src).pathname)).toEqual(['/plugins/a.js', '/plugins/b.js']);
    expect(appendedScripts().every((script) => script.async === false)).toBe(true);
    fireLoad('/plugins/a.js');
    fireLoad('/plugins/b.js');

    await expect(loading).resolves.toEqual([]);
  });

  it('reports a URL that fails to load, logs it, and still loads the next', async () => {
    const loading = loadPlugins(['/plugins/missing.js', '/plugins/next.js']);

    fireError('/plugins/missing.js');
    fireLoad('/plugins/next.js');
    const failures = await loading;

    expect(failures).toEqual([{ url: '/plugins/missing.js', reason: expect.stringContaining('could not be loaded') }]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/plugins/missing.js'));
  });

  it('reports a bundle that throws while running', async () => {
    const loading = loadPlugins(['/plugins/throws.js']);
    const { src } = scriptFor('/plugins/throws.js');

    window.dispatchEvent(new ErrorEvent('error', { filename: src, message: 'boom' }));
    fireLoad('/plugins/throws.js');

    await expect(loading).resolves.toEqual([{ url: '/plugins/throws.js', reason: 'it failed while running: boom' }]);
  });

  it('gives up on a bundle that never answers, without blocking the others', async () => {
    jest.useFakeTimers();
    const loading = loadPlugins(['/plugins/hangs.js', '/plugins/quick.js'], { timeoutMs: 1000 });

    fireLoad('/plugins/quick.js');
    jest.advanceTimersByTime(1000);

    await expect(loading).resolves.toEqual([{ url: '/plugins/hangs.js', reason: 'it did not load within 1000 ms' }]);
  });

  it('resolves at once for no URLs', async () => {
    await expect(loadPlugins([])).resolves.toEqual([]);
    expect(appendedScripts()).toEqual([]);
  });

  it('puts application-relative URLs under the application prefix and leaves others alone', async () => {
    window.appConfig = { gl2AppPathPrefix: '/console/' };

    expect(resolvePluginUrl('/plugins/example/example.js')).toBe('/console/plugins/example/example.js');
    expect(resolvePluginUrl('/console/plugins/example/example.js')).toBe('/console/plugins/example/example.js');
    expect(resolvePluginUrl('https://cdn.example.org/plugin.js')).toBe('https://cdn.example.org/plugin.js');
    expect(resolvePluginUrl('//cdn.example.org/plugin.js')).toBe('//cdn.example.org/plugin.js');

    const loading = loadPlugins(['/plugins/x.js']);
    expect(new URL(scriptFor('/plugins/x.js').src).pathname).toBe('/console/plugins/x.js');
    fireLoad('/plugins/x.js');
    await expect(loading).resolves.toEqual([]);
  });
});
