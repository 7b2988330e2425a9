// Dates and numbers through Intl in every language the storefront speaks, even where the browser's ICU lacks one.
type Constructor = typeof Intl.DateTimeFormat | typeof Intl.NumberFormat;
type IntlName = 'DateTimeFormat' | 'NumberFormat';

const NATIVE = Symbol.for('@mall/i18n native Intl');

/** The browser formats `tag` with its own data (dates and numbers). */
export function intlSupports(tag: string): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 && Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
}

const matches = (locales: unknown, tag: string): boolean => {
  const first = Array.isArray(locales) ? locales[0] : locales;
  return typeof first === 'string' && (first === tag || first.startsWith(`${tag}-`));
};

/**
 * Puts a constructor in place of `Intl[name]` that builds `Polyfill` for `tag` and the browser's own for every other
 * language (so English, French, Thai and Chinese keep the browser's data and speed).
 */
export function routeIntl(name: IntlName, Polyfill: Constructor, tag: string): void {
  const current = Intl[name] as Constructor & { [NATIVE]?: Constructor };
  const Native = current[NATIVE] ?? current;
  function Routed(this: unknown, locales?: string | string[], options?: object) {
    const Use = (matches(locales, tag) ? Polyfill : Native) as new (l?: string | string[], o?: object) => object;
    return new Use(locales, options);
  }
  Routed.prototype = Native.prototype;
  const nativeSupported = Native.supportedLocalesOf as (locales: string | string[], options?: object) => string[];
  Routed.supportedLocalesOf = (locales: string | string[], options?: object) => [
    ...nativeSupported(locales, options),
    ...(matches(locales, tag) ? [tag] : []),
  ];
  Object.assign(Routed, { [NATIVE]: Native });
  Object.defineProperty(Intl, name, { value: Routed, writable: true, configurable: true });
}

let lao: Promise<void> | null = null;

/**
 * Makes `Intl` format `tag` ('lo' is the one a browser may lack) before a page in that language shows. Nothing is
 * loaded where the browser has the data.
 */
export function ensureIntlLocale(tag: string): Promise<void> {
  if (tag !== 'lo' || intlSupports(tag)) return Promise.resolve();
  lao ??= import(/* webpackChunkName: "intl-lo" */ './intl-lo').then(({ DateTimeFormat, NumberFormat }) => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    (DateTimeFormat as unknown as { __setDefaultTimeZone(zone: string): void }).__setDefaultTimeZone(zone);
    routeIntl('DateTimeFormat', DateTimeFormat as unknown as Constructor, tag);
    routeIntl('NumberFormat', NumberFormat as unknown as Constructor, tag);
  });
  return lao;
}
