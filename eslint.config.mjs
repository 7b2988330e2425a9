// One ESLint flat config for the whole workspace (ESLint looks it up from each linted file's folder upwards, so
// `eslint` run anywhere in the tree finds this file). `npm run lint` runs it; `npm test` counts it as one check.
//
// Boundary zones (import-x/no-restricted-paths, resolved paths, so a relative path and a package name are caught
// alike), the one-way rule of docs/architecture.md:
//   shared/*  ──►  remotes/*  ──►  host;  api/ stands apart
//   - a remote never imports another remote or the host; the host never imports a remote's source (remotes arrive
//     through Module Federation at run time, host/src/remotes/*);
//   - inside an app: app → features → api/components/lib/hooks; a feature never imports a sibling feature nor the
//     app layer, and api/components/lib/hooks import neither;
//   - shared/* never imports an app, the API or the e2e suite;
//   - the API never imports front-end code; front-end code imports the API's types only (`import type`);
//   - shared/platform (locales, ports, the HTML allow-list, the runtime config) is at the bottom: the API, the shared
//     packages, the apps, e2e and scripts import it, it imports none of them; run-time code never imports scripts/.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const dirs = (path) =>
  existsSync(join(root, path))
    ? readdirSync(join(root, path), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
        .map((entry) => entry.name)
    : [];

const remotes = dirs('remotes');
// shared/build-config is the build tooling: composing the apps is its job (the bench's single-bundle build imports
// each remote's exposes). Every other shared package is run-time code the apps import, and imports none of them.
// shared/contract is the wire contract's types, taken from the API's schemas (type-only, checked below).
const sharedPackages = dirs('shared').filter((name) => name !== 'build-config' && name !== 'contract');
const apps = ['host', ...remotes.map((name) => `remotes/${name}`)];

const zones = [
  ...remotes.map((name) => ({
    target: `./remotes/${name}`,
    from: ['./host', ...remotes.filter((other) => other !== name).map((other) => `./remotes/${other}`)],
    message: 'A remote never imports another remote or the host: talk through @mall/event-bus events or a URL.',
  })),
  {
    target: './host',
    from: './remotes',
    message: "The host never imports a remote's source: remotes load at run time through host/src/remotes/*.",
  },
  {
    target: sharedPackages.map((name) => `./shared/${name}`),
    from: ['./host', './remotes', './api', './e2e'],
    message: 'shared/* never imports an app: move the piece into shared/ so both sides import it from there.',
  },
  {
    target: './shared/contract',
    from: ['./host', './remotes', './e2e', ...sharedPackages.map((name) => `./shared/${name}`)],
    message: "shared/contract holds the API schemas' static types only: it imports api/src/schemas and nothing else.",
  },
  {
    target: './shared/contract',
    from: './api',
    except: ['./src/schemas'],
    message: "shared/contract holds the API schemas' static types only: it imports api/src/schemas and nothing else.",
  },
  {
    target: './api',
    from: ['./host', './e2e'],
    message: 'The API never imports front-end code.',
  },
  {
    target: './shared/platform',
    from: [
      './host',
      './remotes',
      './api',
      './e2e',
      './scripts',
      ...dirs('shared')
        .filter((name) => name !== 'platform')
        .map((name) => `./shared/${name}`),
    ],
    message: 'shared/platform sits at the bottom: it imports nothing of the workspace, everything else imports it.',
  },
  {
    target: ['./api/src', './host', './remotes', './shared'],
    from: './scripts',
    message: "Run-time code never imports scripts/ (the orchestration): take the platform's facts from @mall/platform.",
  },
  // The storefront's message catalogues are data the API reads too: the served head's page titles are the words the
  // pages write (api/src/services/seo/page-titles.ts). Their code stays out of reach.
  {
    target: './api',
    from: './remotes',
    except: ['./catalog/lang', './merchant-street/lang'],
    message: 'The API never imports front-end code (it reads only the catalog and merchant-street message catalogues).',
  },
  // The contract's front paths are written once, in shared/contract/src/endpoints.ts (dependency-free), which both
  // sides import: the API through api/src/lib/endpoints.ts, compiled into its dist/ (docs/contract.md). So is the
  // product page's opening picture (shared/contract/src/product-gallery.ts: the gallery draws it, the served head
  // preloads it), through api/src/lib/product-gallery.ts, how wide home's first banner is drawn
  // (shared/contract/src/home-banner.ts), through api/src/lib/home-banner.ts, and a picture's stored widths and
  // variant names (shared/contract/src/picture-variants.ts: the API makes and preloads them, <Picture> asks for them),
  // through api/src/lib/picture-variants.ts.
  {
    target: './api',
    from: './shared',
    except: [
      './i18n/src/lang',
      './platform',
      './contract/src/endpoints.ts',
      './contract/src/product-gallery.ts',
      './contract/src/home-banner.ts',
      './contract/src/picture-variants.ts',
    ],
    message:
      'The API never imports front-end code (it reads only the common message catalogue of @mall/i18n, @mall/platform, the paths of @mall/contract/endpoints, the gallery rule of @mall/contract/product-gallery, the home banner width of @mall/contract/home-banner and the picture variants of @mall/contract/picture-variants: what both sides read).',
  },
  {
    // The seed (demo data, its pictures, the catalogue grown for benchmarks) sits on top of the API: the API's runtime
    // code never imports it (what both need lives in api/src/lib or config.ts); only the process entry (server.ts,
    // which seeds an empty database), the tests and the benchmarks run it.
    target: readdirSync(join(root, 'api/src'), { withFileTypes: true })
      .filter((entry) => entry.name !== 'seed' && entry.name !== 'server.ts')
      .map((entry) => `./api/src/${entry.name}`),
    from: './api/src/seed',
    message: 'Nothing outside api/src/seed imports the seed: move what both need to api/src/lib (or config.ts).',
  },
  ...apps.flatMap((app) => {
    const features = dirs(`${app}/src/features`);
    return [
      ...features.map((feature) => ({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: 'A feature never imports a sibling feature: move what both need to components/, lib/ or hooks/ (or compose them in app/).',
      })),
      {
        target: `./${app}/src/features`,
        from: `./${app}/src/app`,
        message: 'A feature never imports the app layer (app → features, not back): move the piece down to lib/ or components/.',
      },
      {
        target: ['api', 'components', 'lib', 'hooks'].map((dir) => `./${app}/src/${dir}`),
        from: [`./${app}/src/features`, `./${app}/src/app`],
        message: 'api/, components/, lib/ and hooks/ sit under the features: they import neither a feature nor the app layer.',
      },
    ];
  }),
  // The host's own layers (docs/architecture.md, "The host's layers"): app/ (router, providers, pages) composes the
  // shell; layout/ (the frame), remotes/ (one slot per remote) and features/ sit beside each other and never import
  // one another; session/ and site-data/ (the shell's state) sit under them; components/, hooks/ and lib/ at the
  // bottom; runtime-plugins/ (the federation runtime's) only take lib/.
  ...hostLayers(),
];

function hostLayers() {
  const layer = (name) => `./host/src/${name}`;
  const rule = (target, from, message) => ({ target: layer(target), from: from.map(layer), message });
  const above = ['layout', 'remotes', 'session', 'site-data', 'runtime-plugins'];
  return [
    rule(
      'layout',
      ['app', 'features', 'remotes'],
      'layout/ is the frame: it imports neither app/ nor a feature nor a remote slot (app/ composes them).',
    ),
    rule(
      'remotes',
      ['app', 'layout', 'features', 'session', 'site-data'],
      'A remote slot takes components/, lib/ and the runtime plugins only.',
    ),
    rule(
      'features',
      ['layout', 'remotes'],
      'A host feature never imports the layout or a remote slot: app/ composes them, the bus connects them.',
    ),
    rule('session', ['app', 'layout', 'features', 'remotes', 'site-data'], "session/ is the shell's state: it imports no layer above it."),
    rule('site-data', ['app', 'layout', 'features', 'remotes', 'session'], "site-data/ is the site's data: it imports no layer above it."),
    rule(
      'runtime-plugins',
      ['app', 'layout', 'features', 'remotes', 'session', 'site-data', 'components', 'hooks'],
      'The runtime plugins take lib/ only.',
    ),
    rule('components', above, 'components/ is near the bottom of the host: it takes hooks/ and lib/ only.'),
    rule('hooks', [...above, 'components'], 'hooks/ is near the bottom of the host: it takes lib/ only.'),
    rule('lib', [...above, 'components', 'hooks'], 'lib/ is the bottom of the host: it imports no other layer.'),
  ];
}

/**
 * formatjs/no-literal-string-in-jsx, reporting only text with a letter in it: a word is a message to translate, while
 * a glyph (‹ › ★ − ×), a sign (+, –) or a separator (' · ') reads the same in every language.
 */
const literalString = formatjs.rules['no-literal-string-in-jsx'];
const textOf = (node) => {
  if (node.type === 'JSXText') return node.value;
  if (node.type === 'Literal') return String(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  if (node.type === 'JSXAttribute') return node.value ? textOf(node.value) : '';
  return 'x';
};
const noLiteralWordsInJsx = {
  meta: literalString.meta,
  create(context) {
    const wordsOnly = Object.create(context, {
      report: { value: (descriptor) => /\p{L}/u.test(textOf(descriptor.node)) && context.report(descriptor) },
    });
    return literalString.create(wordsOnly);
  },
};

const frontEnd = ['host/**', 'remotes/**', 'shared/**'].map((dir) => `${dir}/*.{ts,tsx,js,cjs,mjs}`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-single/**',
      '**/.data/**',
      '**/compiled-lang/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '.tools/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Front-end code: browser globals, messages checked the way the extraction reads them (house style rule 8).
    files: frontEnd,
    plugins: { 'react-hooks': reactHooks, formatjs, mall: { rules: { 'no-literal-words-in-jsx': noLiteralWordsInJsx } } },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-multiple-plurals': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-useless-message': 'error',
      'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
      'formatjs/prefer-pound-in-plural': 'error',
      'mall/no-literal-words-in-jsx': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/src/**', '@mall/api', '@mall/api/**'],
              allowTypeImports: true,
              message: "Front-end code takes the API's types only (import type), never its run-time code.",
            },
            {
              regex: '^@mall/contract$',
              allowTypeImports: true,
              message:
                '@mall/contract has types only (import type), but for its dependency-free modules: @mall/contract/endpoints, product-gallery, home-banner, picture-variants.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each front path of the contract is written once, in @mall/contract/endpoints: the API's routes register it and
    // the storefront's calls request it from there, so a literal `/api/front|pc|user/…` anywhere else is refused.
    files: [...frontEnd, 'api/src/routes/**', 'api/src/plugins/**'],
    ignores: ['shared/contract/src/endpoints.ts', '**/__tests__/**', '**/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\/(front|pc|user)\\//]',
          message: 'Name the path from @mall/contract/endpoints (api/src/lib/endpoints.ts in the API): each is written once.',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\/(front|pc|user)\\//]',
          message: 'Name the path from @mall/contract/endpoints and fill its parameters with apiPath(pattern, { name }).',
        },
      ],
    },
  },
  {
    // The API tests read the wire's JSON and SQL rows as they come (`as any`, `Record<string, any>`): until they
    // can name the responses' TypeBox types (`Static<>` of api/src/schemas, issue 15 item 2), any is their type.
    files: ['api/test/**', 'api/faults/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern: `async ({}, use)` means none.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Tests render fixtures of their own ('Act on Tea cup'): no catalogue behind them.
    // and look catalogue ids up to check the catalogues: they define no message to extract.
    files: ['**/__tests__/**', '**/testing/**'],
    rules: { 'mall/no-literal-words-in-jsx': 'off', 'formatjs/enforce-default-message': 'off', 'formatjs/enforce-description': 'off' },
  },
  {
    // Node's CommonJS files (webpack, jest and build-config set-up).
    files: ['**/*.cjs', '**/webpack.config.js', '**/module-federation.config.js', '**/jest.config.js', 'shared/build-config/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
