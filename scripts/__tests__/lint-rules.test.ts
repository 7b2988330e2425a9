// The boundary zones and the untranslated-text rule of eslint.config.mjs catch what they promise (docs/architecture.md, "Boundaries and the
// linter"), and let through what the layers allow. A zone whose import path stops resolving would pass everything
// silently, so each rule is checked here on sample imports of real files.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

interface Sample {
  /** Where the sample file would live. */
  file: string;
  code: string;
}

/** Lints the samples with the workspace's config in a child Node (ESLint and its config are ES modules). */
function lint(samples: Sample[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const samples = JSON.parse(process.env.SAMPLES);
    const out = [];
    for (const { file, code } of samples) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.map((m) => m.ruleId ?? m.message));
    }
    console.log(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', SAMPLES: JSON.stringify(samples) },
    encoding: 'utf8',
  });
  return JSON.parse(stdout);
}

/** A file that writes an API path literally, as a call or a route would. */
const pathLiteral = (file: string, path: string): Sample => ({ file, code: `export const url = '${path}';` });

// Each sample imports a file that exists (an unresolved import is not checked by the zones): the pages, components
// and lib files named here outlive refactors of stores and set-up.
const forbidden: Array<[string, Sample]> = [
  [
    'a remote importing another remote',
    { file: 'remotes/catalog/src/lib/sample.ts', code: "export * from '../../../checkout/src/exposes/pages';" },
  ],
  ['a remote importing the host', { file: 'remotes/catalog/src/lib/sample.ts', code: "export * from '../../../../host/src/app/router';" }],
  ['the host importing a remote', { file: 'host/src/app/sample.ts', code: "export * from '../../../remotes/checkout/src/exposes/pages';" }],
  [
    'a feature importing a sibling feature',
    { file: 'remotes/checkout/src/features/cart/sample.ts', code: "export * from '../payment/components/card-payment-view';" },
  ],
  [
    'a feature importing the app layer',
    { file: 'remotes/checkout/src/features/cart/sample.ts', code: "export * from '../../app/pages/payment-result-page';" },
  ],
  [
    'lib importing a feature',
    { file: 'remotes/checkout/src/lib/sample.ts', code: "export * from '../features/cart/components/cart-view';" },
  ],
  ['a shared package importing an app', { file: 'shared/i18n/src/sample.ts', code: "export * from '../../../host/src/app/router';" }],
  ['the API importing front-end code, by package name', { file: 'api/src/sample.ts', code: "export * from '@mall/i18n';" }],
  ['the API importing the seed', { file: 'api/src/services/settlement/sample.ts', code: "export { SEED_SIZES } from '../../seed/grow';" }],
  ['the API configuration importing the seed', { file: 'api/src/config.ts', code: "export * from './seed/shoppers';" }],
  [
    'front-end code importing the API at run time',
    { file: 'remotes/checkout/src/lib/sample.ts', code: "export { isLoopback } from '../../../../api/src/config';" },
  ],
  [
    'the API importing scripts/ (the orchestration) at run time',
    { file: 'api/src/sample.ts', code: "export * from '../../scripts/lib.mjs';" },
  ],
  [
    'a shared package importing scripts/',
    { file: 'shared/i18n/src/sample.ts', code: "export { freePort } from '../../../scripts/free-port.cjs';" },
  ],
  ['the host importing scripts/', { file: 'host/src/lib/sample.ts', code: "export * from '../../../scripts/static-headers.mjs';" }],
  [
    'shared/platform importing another shared package',
    { file: 'shared/platform/src/sample.ts', code: "export * from '../../event-bus/src/events';" },
  ],
  // The host's layers (the wrong-way imports issue 33 found, and one per layer besides).
  [
    'the host layout importing a feature',
    { file: 'host/src/layout/sample.ts', code: "export * from '../features/auth/dialog/login-dialog';" },
  ],
  ['the host layout importing the app layer', { file: 'host/src/layout/sample.ts', code: "export * from '../app/root-layout';" }],
  ['a remote slot importing the app layer', { file: 'host/src/remotes/sample.ts', code: "export * from '../app/pages/error-page';" }],
  ['a remote slot importing the layout', { file: 'host/src/remotes/sample.ts', code: "export * from '../layout/shell-layout';" }],
  ['a host feature importing the layout', { file: 'host/src/features/auth/sample.ts', code: "export * from '../../layout/common/icon';" }],
  [
    'a host feature importing a remote slot',
    { file: 'host/src/features/auth/sample.ts', code: "export * from '../../remotes/remote-slot';" },
  ],
  ['the session importing the layout', { file: 'host/src/session/sample.ts', code: "export * from '../layout/shell-layout';" }],
  ['the site data importing the session', { file: 'host/src/site-data/sample.ts', code: "export * from '../session/use-session';" }],
  [
    'a runtime plugin importing a remote slot',
    { file: 'host/src/runtime-plugins/sample.ts', code: "export * from '../remotes/remote-slot';" },
  ],
  ['a host component importing the layout', { file: 'host/src/components/sample.ts', code: "export * from '../layout/shell-layout';" }],
  ['a host hook importing a component', { file: 'host/src/hooks/sample.ts', code: "export * from '../components/error-boundary';" }],
  ['host lib importing the session', { file: 'host/src/lib/sample.ts', code: "export * from '../session/use-session';" }],
  // The API takes exactly one module of shared/contract, the paths: never its types modules (they import the schemas).
  [
    'the API importing a types module of shared/contract',
    { file: 'api/src/lib/sample.ts', code: "export type * from '../../../shared/contract/src/catalog';" },
  ],
  // Each front path of the contract is written once, in @mall/contract/endpoints (docs/contract.md).
  ['a path literal in a call', pathLiteral('remotes/checkout/src/features/cart/api/sample.ts', '/api/front/cart/list')],
  [
    'a path template in a call',
    { file: 'shared/api-client/src/sample.ts', code: 'export const url = (id: number) => `/api/pc/activity/detail/${id}`;' },
  ],
  ['a path literal in a route', pathLiteral('api/src/routes/api/cart/sample.ts', '/api/user/change/phone')],
];

const allowed: Array<[string, Sample]> = [
  [
    'the host app composing the layout, a feature and a remote slot',
    {
      file: 'host/src/app/sample.ts',
      code: "export * from '../layout/shell-layout';\nexport * from '../features/auth/dialog/login-dialog-on-demand';\nexport * from '../remotes/remote-slot';",
    },
  ],
  [
    'the host layout taking the session, the site data and components',
    {
      file: 'host/src/layout/sample.ts',
      code: "export * from '../session/use-session';\nexport * from '../site-data/use-home-data';\nexport * from '../components/error-boundary';",
    },
  ],
  [
    'a host feature taking the site data and hooks',
    {
      file: 'host/src/features/auth/sample.ts',
      code: "export * from '../../site-data/use-mobile-mall-url';\nexport * from '../../hooks/use-qr-data-url';",
    },
  ],
  [
    'the API, a shared package and the host taking the platform’s facts',
    {
      file: 'api/src/sample.ts',
      code: "export * from '@mall/platform/locales';\nexport { PORTS } from '@mall/platform/ports';",
    },
  ],
  ['a shared package taking the platform’s facts', { file: 'shared/i18n/src/sample.ts', code: "export * from '@mall/platform/locales';" }],
  [
    'a page composing two features',
    {
      file: 'remotes/checkout/src/app/pages/sample.ts',
      code: "export * from '../../features/cart/components/cart-view';\nexport * from '../../features/payment/components/card-payment-view';",
    },
  ],
  ['a feature importing lib', { file: 'remotes/checkout/src/features/cart/sample.ts', code: "export * from '../../lib/cart-events';" }],
  ['a feature importing itself', { file: 'remotes/checkout/src/features/cart/components/sample.ts', code: "export * from './cart-view';" }],
  [
    'a remote importing shared packages',
    { file: 'remotes/checkout/src/lib/sample.ts', code: "export * from '@mall/i18n';\nexport * from '@mall/remote-kit';" },
  ],
  ['the seed importing the API’s drawing', { file: 'api/src/seed/media/sample.ts', code: "export * from '../../lib/drawing/svg';" }],
  ['the API’s process entry seeding an empty database', { file: 'api/src/server.ts', code: "export { seedIfEmpty } from './seed';" }],
  [
    'the API taking the paths of @mall/contract/endpoints',
    { file: 'api/src/lib/sample.ts', code: "export * from '../../../shared/contract/src/endpoints';" },
  ],
  [
    'a remote taking the paths at run time',
    { file: 'remotes/checkout/src/lib/sample.ts', code: "export { cartList } from '@mall/contract/endpoints';" },
  ],
  ['an operator route keeping its own path', pathLiteral('api/src/routes/api/admin/sample.ts', '/api/admin/operator/orders')],
  ['a test writing the wire’s path', pathLiteral('remotes/checkout/src/features/cart/__tests__/sample.test.ts', '/api/front/cart/list')],
  [
    'front-end code taking the API’s types',
    { file: 'remotes/checkout/src/lib/sample.ts', code: "export type { Config } from '../../../../api/src/config';" },
  ],
];

const component = (jsx: string): Sample => ({
  file: 'remotes/catalog/src/components/sample.tsx',
  code: `export function Sample({ open }: { open: boolean }) {\n  return ${jsx};\n}\n`,
});

const words: Array<[string, Sample, string[]]> = [
  ['reports a word written in JSX', component('<p>Sold out</p>'), ['mall/no-literal-words-in-jsx']],
  ['reports a word in a label attribute', component('<input aria-label="Search" />'), ['mall/no-literal-words-in-jsx']],
  [
    'reports words in a conditional',
    component("<span>{open ? 'Hide' : 'Show'}</span>"),
    ['mall/no-literal-words-in-jsx', 'mall/no-literal-words-in-jsx'],
  ],
  ['lets a glyph through', component('<span aria-hidden="true">‹</span>'), []],
  ['lets signs and separators through', component("<span>{open ? '▾ ' : '▸ '} · −</span>"), []],
];

describe('lint rules', () => {
  const results = lint([...forbidden, ...allowed, ...words].map(([, sample]) => sample));

  it.each(forbidden.map(([name], index) => [name, index] as const))('zones: reports %s', (_name, index) => {
    expect(results[index].filter((rule) => /no-restricted-(paths|imports|syntax)/.test(rule))).toHaveLength(1);
  });

  it.each(allowed.map(([name], index) => [name, forbidden.length + index] as const))('zones: allow %s', (_name, index) => {
    expect(results[index]).toEqual([]);
  });

  it.each(words.map(([name, , rules], index) => [name, forbidden.length + allowed.length + index, rules] as const))(
    'untranslated text: %s',
    (_name, index, rules) => {
      expect(results[index].filter((rule) => rule === 'mall/no-literal-words-in-jsx')).toEqual(rules);
    },
  );
});
