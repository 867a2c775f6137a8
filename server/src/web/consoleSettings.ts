// The operator's settings of the console's runtime configuration (badge, custom user name, links, single
// sign-on providers…), read from the JSON file given with --console-config. Every field is optional and
// checked here, so a typo stops the server at start with a message instead of breaking the console.
import fs from 'node:fs';

export interface CommunityLink { title: string; url: string }
export interface SsoProvider { id: string; connectUrl: string; clientId: string; displayName: string }

export interface ConsoleSettings {
  customUserName: string;
  badgeText: string;
  webInterfaceGuideUrl: string;
  communityLinks: CommunityLink[];
  ssoProviders: SsoProvider[];
  defaultSsoProvider: string;
  externalHttpUri: string;
}

export const DEFAULT_CONSOLE_SETTINGS: ConsoleSettings = {
  customUserName: '',
  badgeText: '',
  webInterfaceGuideUrl: 'https://docs.graylog.org/',
  communityLinks: [{ title: 'Community forum', url: 'https://community.graylog.org/' }],
  ssoProviders: [],
  defaultSsoProvider: '',
  externalHttpUri: '',
};

const STRING_FIELDS = ['customUserName', 'badgeText', 'webInterfaceGuideUrl', 'defaultSsoProvider', 'externalHttpUri'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function objectList<T>(field: string, value: unknown, keys: readonly (keyof T & string)[]): T[] {
  if (!Array.isArray(value)) throw new Error(`"${field}" must be a list`);
  return value.map((entry, index) => {
    if (!isObject(entry)) throw new Error(`"${field}[${index}]" must be an object`);
    keys.forEach((key) => {
      if (typeof entry[key] !== 'string') throw new Error(`"${field}[${index}].${key}" must be a string`);
    });
    return Object.fromEntries(keys.map((key) => [key, entry[key]])) as T;
  });
}

/** The settings in `value` (parsed JSON); throws with the offending field for anything else. */
export function parseConsoleSettings(value: unknown): Partial<ConsoleSettings> {
  if (!isObject(value)) throw new Error('the console configuration must be a JSON object');
  const known = new Set<string>([...STRING_FIELDS, 'communityLinks', 'ssoProviders']);
  const unknown = Object.keys(value).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new Error(`unknown field "${unknown[0]}" (known: ${[...known].join(', ')})`);
  const settings: Partial<ConsoleSettings> = {};
  STRING_FIELDS.forEach((field) => {
    if (field in value) {
      if (typeof value[field] !== 'string') throw new Error(`"${field}" must be a string`);
      settings[field] = value[field] as string;
    }
  });
  if ('communityLinks' in value) {
    settings.communityLinks = objectList<CommunityLink>('communityLinks', value.communityLinks, ['title', 'url']);
  }
  if ('ssoProviders' in value) {
    settings.ssoProviders = objectList<SsoProvider>('ssoProviders', value.ssoProviders, ['id', 'connectUrl', 'clientId', 'displayName']);
  }
  return settings;
}

/** Reads and checks the settings file; throws a message naming the file and the problem. */
export function readConsoleSettings(file: string): Partial<ConsoleSettings> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read console configuration ${file}: ${(error as Error).message}`);
  }
  try {
    return parseConsoleSettings(JSON.parse(text));
  } catch (error) {
    throw new Error(`Invalid console configuration ${file}: ${(error as Error).message}`);
  }
}
