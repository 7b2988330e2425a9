// Routes Intl's constructors: `tag` to a polyfill, every other language to the browser's own. Imported only by
// intl-lo.ts, so it arrives with the Lao chunk, in a browser that lacks Lao, and nowhere else.
export type Constructor = typeof Intl.DateTimeFormat | typeof Intl.NumberFormat;
type IntlName = 'DateTimeFormat' | 'NumberFormat';

const NATIVE = Symbol.for('@mall/i18n native Intl');

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
