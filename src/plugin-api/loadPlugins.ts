// Loads plugin bundles at start. Each bundle registers itself with PluginStore when it runs, so loading
// is all there is to do here. A bundle that fails to load, hangs, or throws while running is logged and
// reported, and never keeps the console from starting.
import { qualifyUrl } from '@/routing/Routes';

export type PluginLoadFailure = {
  /** The URL as configured. */
  url: string,
  /** Why it failed, for the log and for a notification. */
  reason: string,
};

export type LoadPluginsOptions = {
  /** How long to wait for one bundle before giving up on it. */
  timeoutMs?: number,
};

const DEFAULT_TIMEOUT_MS = 20000;

/** A path starting with '/' is relative to the application, so it goes under the application prefix. */
export const resolvePluginUrl = (url: string): string => (
  url.startsWith('/') && !url.startsWith('//') ? qualifyUrl(url) : url
);

const logFailure = (failure: PluginLoadFailure) => {
  // eslint-disable-next-line no-console
  console.error(`[plugins] could not load plugin bundle ${failure.url}: ${failure.reason}`);
};

/** Resolves with the reason the script failed, or undefined once it has loaded and run. */
const loadScript = (url: string, timeoutMs: number): Promise<string | undefined> => new Promise((resolve) => {
  const script = document.createElement('script');
  script.src = resolvePluginUrl(url);
  // Dynamically inserted scripts run as soon as they arrive unless async is off; off, they run in
  // insertion order while still downloading in parallel.
  script.async = false;
  let runError: string | undefined;

  // An exception thrown by the bundle's own code is reported to window, not to the script element.
  const onWindowError = (event: ErrorEvent) => {
    if (event.filename && event.filename === script.src) {
      runError = `it failed while running: ${event.message}`;
    }
  };

  const finish = (reason: string | undefined) => {
    window.clearTimeout(timer);
    window.removeEventListener('error', onWindowError);
    script.onload = null;
    script.onerror = null;
    resolve(reason);
  };

  const timer = window.setTimeout(() => finish(`it did not load within ${timeoutMs} ms`), timeoutMs);
  window.addEventListener('error', onWindowError);
  script.onload = () => finish(runError);
  script.onerror = () => finish(`the script could not be loaded from ${script.src}`);
  document.head.appendChild(script);
});

/**
 * Loads the plugin bundles at `urls` in order and resolves, never rejects, when each has loaded or failed,
 * with the failures (empty when all loaded). Call `installPluginApi()` first.
 */
export const loadPlugins = async (urls: ReadonlyArray<string>, options: LoadPluginsOptions = {}): Promise<Array<PluginLoadFailure>> => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const outcomes = await Promise.all(urls.map(async (url) => {
    try {
      return { url, reason: await loadScript(url, timeoutMs) };
    } catch (error) {
      return { url, reason: error instanceof Error ? error.message : String(error) };
    }
  }));
  const failures = outcomes.filter((outcome): outcome is PluginLoadFailure => outcome.reason !== undefined);
  failures.forEach(logFailure);
  return failures;
};

export default loadPlugins;
