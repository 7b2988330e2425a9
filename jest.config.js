// One jest run for every front-end package (units and components, jsdom) and the API (HTTP tests, node).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// Packages published as ES modules only are compiled by swc too.
const esmOnly = ['react-intl', '@formatjs', 'intl-messageformat', 'countries-list', 'flag-icons'];
const transformIgnorePatterns = [`node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')}))`];

const web = (name, roots) => ({
  displayName: name,
  testEnvironment: 'jsdom',
  roots,
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns,
  setupFiles: ['<rootDir>/jest.polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/shared/build-config/file-stub.js' },
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
});

module.exports = {
  // API tests hash passwords with scrypt and start a server per file: give them room (set here: jest ignores it per project).
  testTimeout: 30000,
  projects: [
    web('shared', ['<rootDir>/shared']),
    web('host', ['<rootDir>/host']),
    web('remotes', ['<rootDir>/remotes']),
    {
      displayName: 'scripts',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['**/__tests__/**/*.test.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/test'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // sanitize-html (product descriptions) requires htmlparser2 12, published as ES modules only, with its helpers.
      // The structured-data validator and its extractor (the served head's test) are ES modules only as well, and so
      // is cookie 2, which app.inject (light-my-request) requires.
      transformIgnorePatterns: [
        'node_modules/(?!(\\.pnpm/)?(htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|cookie|@adobe[+/]structured-data-validator|@marbec[+/]web-auto-extractor)[@/])',
      ],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
    },
  ],
};
