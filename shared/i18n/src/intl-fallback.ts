// Dates and numbers through Intl in every language the storefront speaks, even where the browser's ICU lacks one.
import type { Constructor } from './intl-route';

/** The browser formats `tag` with its own data (dates and numbers). */
export function intlSupports(tag: string): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 && Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
}

let lao: Promise<void> | null = null;

/**
 * Makes `Intl` format `tag` ('lo' is the one a browser may lack) before a page in that language shows. Nothing is
 * loaded where the browser has the data.
 */
export function ensureIntlLocale(tag: string): Promise<void> {
  if (tag !== 'lo' || intlSupports(tag)) return Promise.resolve();
  lao ??= import(/* webpackChunkName: "intl-lo" */ './intl-lo')
    .then(({ DateTimeFormat, NumberFormat, routeIntl }) => {
      const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
      (DateTimeFormat as unknown as { __setDefaultTimeZone(zone: string): void }).__setDefaultTimeZone(zone);
      routeIntl('DateTimeFormat', DateTimeFormat as unknown as Constructor, tag);
      routeIntl('NumberFormat', NumberFormat as unknown as Constructor, tag);
    })
    .catch((error: unknown) => {
      // A chunk that could not load is asked for again next time (the catalogue retries as for its messages).
      lao = null;
      throw error;
    });
  return lao;
}
