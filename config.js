// Runtime configuration of the console, read at start as window.appConfig.
// The embedded server renders this object from its own settings at <prefix>/config.js;
// this file is what the webpack dev server (`npm run dev`) serves.
window.appConfig = {
  // Where the API lives, relative to the page or absolute.
  gl2ServerUrl: '/api/',
  // Application path prefix applied to every route, e.g. '/console'. Empty for none.
  gl2AppPathPrefix: '',
  // Time zone used for users who have none of their own.
  rootTimeZone: 'UTC',
  // Shown instead of the admin user name where the server is customized; empty for none.
  customUserName: '',
  // Small text badge next to the logo (e.g. "STAGING"); empty for none.
  badgeText: '',
  webInterfaceGuideUrl: 'https://docs.graylog.org/',
  communityLinks: [
    { title: 'Community forum', url: 'https://community.graylog.org/' },
    { title: 'Source code', url: 'https://github.com/Graylog2/graylog2-server' },
  ],
  // Single sign-on providers: { id, connectUrl, clientId, displayName }.
  ssoProviders: [],
  defaultSsoProvider: '',
  externalHttpUri: '',
  // URLs of plugin bundles loaded at start, in order.
  pluginUrls: [],
  // Feature flags are always off in this console.
  featureFlags: {},
};
