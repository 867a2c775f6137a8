// Three projects: the console (jsdom), the embedded server (node), and end-to-end tests
// that drive Debian's Chromium against a real server instance (node, run in band).
const common = {
  // Build output (the console's dist/, the compiled server's server/dist/) is never a test or a module to map.
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/server/dist/'],
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/test/styleMock.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^fixtures/(.*)$': '<rootDir>/test/fixtures/$1',
  },
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'console',
      testEnvironment: 'jsdom',
      moduleNameMapper: {
        ...common.moduleNameMapper,
        // The console runs superagent's browser client, as webpack bundles it (package.json "browser" field).
        '^superagent$': '<rootDir>/node_modules/superagent/lib/client.js',
      },
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/plugins/**/*.test.ts?(x)'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/test/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
    },
  ],
};
