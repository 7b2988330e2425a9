// The platform's facts as every process reads them: what a shopper's language, a port or the runtime configuration
// turns out to be for the inputs the servers and the browser actually see.
import localeList from '../locales.json';
import portTable from '../ports.json';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_PREFIX,
  LOCALES,
  PREFIXES,
  isLocale,
  localeFromAcceptLanguage,
  localeFromCookie,
  type Locale,
} from '@mall/platform/locales';
import { PORTS, envPortName, portOf } from '@mall/platform/ports';
import { REMOTE_NAMES, parseRuntimeConfig, runtimeConfigFromEnv } from '@mall/platform/runtime-config';
import htmlAllowList from '@mall/platform/html-allow-list';

describe('locales', () => {
  it('lists the five languages of locales.json, English first and the default, and the type names each', () => {
    // A Record over the type: a language added to locales.json without the type (or back) fails here.
    const named: Record<Locale, true> = { en: true, 'zh-CN': true, fr: true, th: true, lao: true };
    expect(LOCALES).toEqual(localeList);
    expect([...LOCALES].sort()).toEqual(Object.keys(named).sort());
    expect(DEFAULT_LOCALE).toBe('en');
    expect(isLocale('lao')).toBe(true);
    expect(isLocale('lo')).toBe(false);
  });

  it('gives every language but English a path prefix', () => {
    expect(LOCALE_PREFIX).toEqual({ en: '', 'zh-CN': '/zh-CN', fr: '/fr', th: '/th', lao: '/lao' });
    expect(PREFIXES).toEqual(['/zh-CN', '/fr', '/th', '/lao']);
  });

  it('reads the language from a Cookie header or document.cookie, English when absent or unknown', () => {
    expect(LOCALE_COOKIE).toBe('locale');
    expect(localeFromCookie('auth.strategy=local; locale=fr; other=1')).toBe('fr');
    expect(localeFromCookie('locale=zh-CN')).toBe('zh-CN');
    expect(localeFromCookie('mylocale=th')).toBe('en');
    expect(localeFromCookie('locale=de')).toBe('en');
    expect(localeFromCookie('')).toBe('en');
    expect(localeFromCookie(undefined)).toBe('en');
  });

  it('picks the Accept-Language the API and the static server agree on', () => {
    expect(localeFromAcceptLanguage('de-DE,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(localeFromAcceptLanguage('lo-LA')).toBe('lao');
    expect(localeFromAcceptLanguage('zh-TW;q=0.2, th;q=0.9')).toBe('th');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('ports', () => {
  it('gives each app its fixed port, overridable by <APP>_PORT', () => {
    expect(PORTS).toEqual(portTable);
    expect(PORTS).toMatchObject({ api: 8080, host: 3000, catalog: 3001, 'merchant-settlement': 3005 });
    expect(envPortName('merchant-street')).toBe('MERCHANT_STREET_PORT');
    expect(portOf('merchant-street', {})).toBe(3002);
    expect(portOf('merchant-street', { MERCHANT_STREET_PORT: '4002' })).toBe(4002);
    expect(portOf('api', { API_PORT: 'nope' })).toBe(8080);
    expect(() => portOf('nowhere' as 'api', {})).toThrow(/nowhere/);
  });
});

describe('runtime configuration', () => {
  const remotes = {
    catalog: 'http://localhost:3001/mf-manifest.json',
    merchantStreet: 'http://localhost:3002/mf-manifest.json',
    checkout: 'http://localhost:3003/mf-manifest.json',
    orderCenter: 'http://localhost:3004/mf-manifest.json',
    merchantSettlement: 'http://localhost:3005/mf-manifest.json',
  };

  it('writes localhost and the ports by default, and what the environment names otherwise', () => {
    expect(runtimeConfigFromEnv({})).toEqual({ apiBaseUrl: 'http://localhost:8080', remotes });
    const deployed = runtimeConfigFromEnv({
      API_BASE_URL: 'https://api.example.com',
      REMOTE_CHECKOUT_URL: 'https://checkout.example.com/mf-manifest.json',
      CATALOG_PORT: '4001',
      GOOGLE_GSI_SCRIPT_URL: 'http://127.0.0.1:3190/gsi/client',
    });
    expect(deployed.apiBaseUrl).toBe('https://api.example.com');
    expect(deployed.remotes.checkout).toBe('https://checkout.example.com/mf-manifest.json');
    expect(deployed.remotes.catalog).toBe('http://localhost:4001/mf-manifest.json');
    expect(deployed.googleScriptUrl).toBe('http://127.0.0.1:3190/gsi/client');
  });

  it('reads back what it writes: the schema the servers and the host share', () => {
    expect(REMOTE_NAMES).toEqual(Object.keys(remotes));
    expect(parseRuntimeConfig(runtimeConfigFromEnv({}))).toEqual({ apiBaseUrl: 'http://localhost:8080', remotes });
    expect(parseRuntimeConfig({ apiBaseUrl: '/api', remotes }, 'https://shop.example.com/')).toEqual({ apiBaseUrl: '/api', remotes });
  });

  it('refuses a configuration without the API or a remote, naming what is missing', () => {
    const { checkout: _missing, ...rest } = remotes;
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'http://localhost:8080', remotes: rest })).toThrow(/checkout/);
    expect(() => parseRuntimeConfig({ remotes })).toThrow(/apiBaseUrl/);
    expect(() => parseRuntimeConfig(null)).toThrow();
  });
});

describe('HTML allow-list', () => {
  it('keeps formatting, links and pictures with their safe attributes, never scripts, styles or frames', () => {
    expect(htmlAllowList.tags).toEqual(expect.arrayContaining(['p', 'a', 'img', 'table', 'strong']));
    expect(htmlAllowList.tags).not.toEqual(expect.arrayContaining(['script']));
    expect(htmlAllowList.tags.filter((tag) => ['style', 'iframe', 'form'].includes(tag))).toEqual([]);
    expect(htmlAllowList.attributes.a).toEqual(['href', 'title']);
  });
});
