// Renders <prefix>/config.js: the console reads its runtime configuration from window.appConfig.
import { DEFAULT_CONSOLE_SETTINGS, type ConsoleSettings } from './consoleSettings';

export interface ConsoleConfigInput {
  prefix: string;
  rootTimeZone: string;
  pluginUrls: string[];
  /** The operator's settings (--console-config); missing fields keep their defaults. */
  settings?: Partial<ConsoleSettings>;
}

export function consoleConfig(input: ConsoleConfigInput) {
  return {
    gl2ServerUrl: `${input.prefix}/api/`,
    gl2AppPathPrefix: input.prefix,
    rootTimeZone: input.rootTimeZone,
    ...DEFAULT_CONSOLE_SETTINGS,
    ...input.settings,
    pluginUrls: input.pluginUrls,
    featureFlags: {},
  };
}

/**
 * JSON is valid JavaScript except for U+2028/U+2029 in old engines; `<` is escaped so that a
 * value containing "</script>" cannot end a script element if this is ever inlined.
 */
export function toScriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderConfigJs(input: ConsoleConfigInput): string {
  return `window.appConfig = ${toScriptLiteral(consoleConfig(input))};\n`;
}
