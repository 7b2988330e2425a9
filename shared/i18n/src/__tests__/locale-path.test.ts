import { LOCALE_PREFIX, PREFIXES, localizePath, stripLocale } from '../locale-path';

describe('localizePath', () => {
  it('adds no prefix for English', () => {
    expect(localizePath('/goods/detail?id=1', 'en')).toBe('/goods/detail?id=1');
  });

  it.each([
    ['zh-CN', '/zh-CN/goods'],
    ['fr', '/fr/goods'],
    ['th', '/th/goods'],
    ['lao', '/lao/goods'],
  ] as const)('prefixes local links for %s', (locale, expected) => {
    expect(localizePath('/goods', locale)).toBe(expected);
  });

  it('maps the home page to the bare prefix and keeps query and hash', () => {
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/?tab=2#top', 'th')).toBe('/th?tab=2#top');
    expect(localizePath('/search?q=a/b', 'lao')).toBe('/lao/search?q=a/b');
  });

  it('is idempotent and swaps another locale prefix', () => {
    expect(localizePath(localizePath('/cart', 'lao'), 'lao')).toBe('/lao/cart');
    expect(localizePath('/fr/cart', 'zh-CN')).toBe('/zh-CN/cart');
    expect(localizePath('/th', 'en')).toBe('/');
  });

  it('leaves absolute, protocol-relative and relative URLs alone', () => {
    expect(localizePath('https://js.stripe.com/v3/', 'fr')).toBe('https://js.stripe.com/v3/');
    expect(localizePath('mailto:help@mall.example', 'fr')).toBe('mailto:help@mall.example');
    expect(localizePath('//cdn.example/a.png', 'fr')).toBe('//cdn.example/a.png');
    expect(localizePath('detail?id=2', 'fr')).toBe('detail?id=2');
  });

  it('does not take a look-alike segment for a prefix', () => {
    expect(localizePath('/france', 'fr')).toBe('/fr/france');
    expect(localizePath('/thai-food', 'en')).toBe('/thai-food');
  });
});

describe('stripLocale', () => {
  it('reads and removes the locale prefix', () => {
    expect(stripLocale('/zh-CN/goods/detail')).toEqual({ locale: 'zh-CN', path: '/goods/detail' });
    expect(stripLocale('/lao')).toEqual({ locale: 'lao', path: '/' });
    expect(stripLocale('/fr/')).toEqual({ locale: 'fr', path: '/' });
    expect(stripLocale('/th?x=1')).toEqual({ locale: 'th', path: '/?x=1' });
  });

  it('returns null for English paths and look-alikes', () => {
    expect(stripLocale('/goods')).toEqual({ locale: null, path: '/goods' });
    expect(stripLocale('/')).toEqual({ locale: null, path: '/' });
    expect(stripLocale('/france/x')).toEqual({ locale: null, path: '/france/x' });
    expect(stripLocale('/en/x')).toEqual({ locale: null, path: '/en/x' });
  });

  it('lists the four prefixes', () => {
    expect(PREFIXES).toEqual(['/zh-CN', '/fr', '/th', '/lao']);
    expect(LOCALE_PREFIX.en).toBe('');
  });
});
