/** One single sign-on provider offered on the login page. */
export type SsoProvider = {
  id: string,
  connectUrl: string,
  clientId: string,
  displayName: string,
};

export type CommunityLink = { title: string, url: string };

/** The runtime configuration that `config.js` puts on `window.appConfig` before the console starts. */
export type AppConfigData = {
  gl2ServerUrl: string,
  gl2AppPathPrefix: string,
  rootTimeZone: string,
  customUserName: string,
  badgeText: string,
  webInterfaceGuideUrl: string,
  communityLinks: Array<CommunityLink>,
  ssoProviders: Array<SsoProvider>,
  defaultSsoProvider: string,
  externalHttpUri: string,
  pluginUrls: Array<string>,
  featureFlags: { [flag: string]: boolean },
};

declare global {
  interface Window {
    appConfig?: Partial<AppConfigData>;
  }
}

const DEFAULTS: AppConfigData = {
  gl2ServerUrl: '/api/',
  gl2AppPathPrefix: '',
  rootTimeZone: 'UTC',
  customUserName: '',
  badgeText: '',
  webInterfaceGuideUrl: 'https://docs.graylog.org/',
  communityLinks: [],
  ssoProviders: [],
  defaultSsoProvider: '',
  externalHttpUri: '',
  pluginUrls: [],
  featureFlags: {},
};

const readConfig = (): AppConfigData => ({ ...DEFAULTS, ...(typeof window !== 'undefined' ? window.appConfig : {}) });

/** A prefix is stored as '' or '/something' without a trailing slash, whatever the configuration says. */
export const normalizePrefix = (prefix: string | undefined | null): string => {
  const trimmed = (prefix ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') {
    return '';
  }
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
};

/** Typed access to the runtime configuration. Read on every call, so tests may change window.appConfig. */
const AppConfig = {
  gl2ServerUrl: (): string => readConfig().gl2ServerUrl,
  gl2AppPathPrefix: (): string => normalizePrefix(readConfig().gl2AppPathPrefix),
  rootTimeZone: (): string => readConfig().rootTimeZone || 'UTC',
  customUserName: (): string => readConfig().customUserName,
  badgeText: (): string => readConfig().badgeText,
  webInterfaceGuideUrl: (): string => readConfig().webInterfaceGuideUrl,
  communityLinks: (): Array<CommunityLink> => readConfig().communityLinks,
  ssoProviders: (): Array<SsoProvider> => readConfig().ssoProviders,
  defaultSsoProvider: (): string => readConfig().defaultSsoProvider,
  externalHttpUri: (): string => readConfig().externalHttpUri,
  pluginUrls: (): Array<string> => readConfig().pluginUrls,
  /** Feature flags are always off in this console, whatever the configuration says. */
  isFeatureEnabled: (_flag: string): boolean => false,
};

export default AppConfig;
