// The language a request's Accept-Language picks is decided by one rule (@mall/platform/locales) in two processes: the
// API (localeFrom, api/src/i18n/locale.ts) and the Node static server (apiLocale in scripts/serve-static.mjs), which
// preloads the first API reads only when the browser's language is the page's. Both must agree, or a preloaded answer
// in another language would be shown.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { localeFrom, LOCALES, type Locale } from '../../api/src/i18n/locale';
import { DEFAULT_LOCALE as STOREFRONT_DEFAULT, LOCALES as STOREFRONT_LOCALES } from '../../shared/i18n/src/locales';

const root = join(__dirname, '..', '..');

const HEADERS = [
  '',
  '*',
  'en-US,en;q=0.9',
  'fr-FR,fr;q=0.9,en;q=0.8',
  'fr-CA',
  'zh-CN,zh;q=0.9',
  'zh-TW',
  'th-TH,th;q=0.9',
  'lo-LA',
  'lao',
  'de-DE,de;q=0.9',
  'de-DE,fr;q=0.5,th;q=0.7',
  'en;q=0.1,th;q=0.2',
  'es, zh;q=0',
  'FR',
  ' th ; q=1 ',
];

test('the static server picks the language of an Accept-Language header as the API does', () => {
  const r = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
    import { apiLocale } from ${JSON.stringify(join(root, 'scripts', 'serve-static.mjs'))};
    process.stdout.write(JSON.stringify(JSON.parse(process.argv[1]).map((h) => apiLocale(h))));
  `,
      JSON.stringify(HEADERS),
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  expect(JSON.parse(r.stdout)).toEqual(HEADERS.map((h) => localeFrom(h)));
  expect(JSON.parse(r.stdout)).toEqual([
    'en',
    'en',
    'en',
    'fr',
    'fr',
    'zh-CN',
    'zh-CN',
    'th',
    'lao',
    'lao',
    'en',
    'th',
    'th',
    'zh-CN',
    'fr',
    'th',
  ]);
});

test('the storefront, the API and the static server speak the same five languages, as the Locale type names them', () => {
  // A Record over the type: adding a language to @mall/platform's locales.json without the type (or back) fails here.
  const named: Record<Locale, true> = { en: true, 'zh-CN': true, fr: true, th: true, lao: true };
  expect(LOCALES).toEqual(Object.keys(named));
  expect(STOREFRONT_LOCALES).toEqual(LOCALES);
  // English is the default everywhere: the storefront without a language in its URL, the API without Accept-Language.
  expect(STOREFRONT_DEFAULT).toBe('en');
  expect(localeFrom(undefined)).toBe('en');
  const r = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
    import { pageLocale } from ${JSON.stringify(join(root, 'scripts', 'serve-static.mjs'))};
    process.stdout.write(JSON.stringify(['/', '/fr/goods_detail/1', '/zh-CN', '/lao/users/order_list', '/de/x'].map((p) => pageLocale(p))));
  `,
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  expect(JSON.parse(r.stdout)).toEqual(['en', 'fr', 'zh-CN', 'lao', 'en']);
});
