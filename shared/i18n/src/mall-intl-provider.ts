import { createElement, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { asCatalogue, type Catalogue, type LocaleMessages, type Messages } from './catalogue';
import { commonCatalogue } from './common-messages';
import { DEFAULT_LOCALE, intlLocale, type Locale } from './locales';
import { useLocale } from './use-locale';

export interface MallIntlProviderProps {
  /** The app's own catalogue (`defineCatalogue`), or all its locales at hand (tests). */
  messages: Catalogue | LocaleMessages;
  children?: ReactNode;
}

const merged = new WeakMap<Catalogue, Map<Locale, Messages>>();

/** English underneath the locale, the common catalogue underneath the app's own; undefined until all are here. */
function mergedMessages(app: Catalogue, locale: Locale): Messages | undefined {
  let byLocale = merged.get(app);
  if (!byLocale) merged.set(app, (byLocale = new Map()));
  const cached = byLocale.get(locale);
  if (cached) return cached;
  const common = commonCatalogue.peek(locale);
  const own = app.peek(locale);
  if (!common || !own) return undefined;
  const messages = {
    ...commonCatalogue.peek(DEFAULT_LOCALE),
    ...app.peek(DEFAULT_LOCALE),
    ...common,
    ...own,
  };
  byLocale.set(locale, messages);
  return messages;
}

/**
 * The messages of `locale` for text made outside React (a saga's toast): English until that locale has been
 * loaded (the provider of the page that runs the saga loads it before the page shows).
 */
export function mergeMessages(app: Catalogue | LocaleMessages, locale: Locale): Messages {
  const catalogue = asCatalogue(app);
  return mergedMessages(catalogue, locale) ?? (mergedMessages(catalogue, DEFAULT_LOCALE) as Messages);
}

// The catalogues of the providers on screen (host and remotes share this module as a federation singleton): a
// switch waits for all of them, so the whole page changes language in one render.
const mounted = new Map<Catalogue, number>();

/** Loads `locale` for the common catalogue, the given ones and every one on screen. */
export function loadLocale(locale: Locale, catalogues: readonly Catalogue[] = []): Promise<void> {
  const all = new Set([commonCatalogue, ...catalogues, ...mounted.keys()]);
  return Promise.all([...all].map((catalogue) => catalogue.load(locale))).then(() => undefined);
}

// A first render waits (suspends) on one promise per catalogue and locale. When that load fails (network), the
// page shows in English rather than break, and the provider's effect tries the language once more.
interface FirstLoad {
  promise: Promise<void>;
  failed: boolean;
}
const firstLoads = new WeakMap<Catalogue, Map<Locale, FirstLoad>>();
/** Suspends until `locale` is here; answers false once its first load has failed. */
function waitForFirstLoad(catalogue: Catalogue, locale: Locale): false {
  let byLocale = firstLoads.get(catalogue);
  if (!byLocale) firstLoads.set(catalogue, (byLocale = new Map()));
  const current = byLocale.get(locale);
  if (current?.failed) return false;
  if (current) throw current.promise;
  const entry: FirstLoad = { promise: Promise.resolve(), failed: false };
  entry.promise = loadLocale(locale, [catalogue]).then(
    () => {
      byLocale.delete(locale);
    },
    (error: unknown) => {
      console.error(`[i18n] the ${locale} messages did not load`, error);
      entry.failed = true;
    },
  );
  byLocale.set(locale, entry);
  // Suspense's own protocol (what React.lazy does): React renders again once the promise settles.
  throw entry.promise;
}

// webpack replaces `process.env.NODE_ENV` with a literal in builds (a `typeof process` guard would be false there).
const isProduction = () => process.env.NODE_ENV === 'production';

/**
 * Missing translations are worth a warning while developing, not in production consoles. MISSING_DATA means the
 * browser's Intl has no data for a locale (Chromium ships none for Lao): formatting falls back to the default
 * locale's rules, which is what we want, so it is never logged.
 */
export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_DATA') return;
  if (error.code === 'MISSING_TRANSLATION' && isProduction()) return;
  console.error(error);
};

interface Shown {
  locale: Locale;
  messages: Messages;
}

/**
 * react-intl's provider on the active locale. A locale not loaded yet: on first render the provider suspends
 * (the nearest Suspense fallback shows, never message ids; English if the load fails); on a switch it keeps the
 * language on screen until the new one is here for every catalogue on screen, then the whole page changes at
 * once (no flash, no shift).
 */
export function MallIntlProvider({ messages, children }: MallIntlProviderProps) {
  const locale = useLocale();
  const catalogue = asCatalogue(messages);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const lastShown = useRef<Shown | null>(null);
  const ready = mergedMessages(catalogue, locale);
  const shown: Shown | null = ready ? { locale, messages: ready } : lastShown.current;

  useEffect(() => {
    mounted.set(catalogue, (mounted.get(catalogue) ?? 0) + 1);
    return () => {
      const count = (mounted.get(catalogue) ?? 1) - 1;
      if (count > 0) mounted.set(catalogue, count);
      else mounted.delete(catalogue);
    };
  }, [catalogue]);

  useEffect(() => {
    if (ready) {
      lastShown.current = { locale, messages: ready };
      return undefined;
    }
    let live = true;
    loadLocale(locale, [catalogue]).then(
      () => live && rerender(),
      (error: unknown) => console.error(`[i18n] the ${locale} messages did not load`, error),
    );
    return () => {
      live = false;
    };
  }, [catalogue, locale, ready]);

  const { locale: shownLocale, messages: shownMessages } =
    shown ?? (waitForFirstLoad(catalogue, locale) || { locale: DEFAULT_LOCALE, messages: mergeMessages(catalogue, DEFAULT_LOCALE) });
  return createElement(
    IntlProvider,
    {
      locale: intlLocale(shownLocale),
      defaultLocale: intlLocale(DEFAULT_LOCALE),
      messages: shownMessages,
      onError: reportIntlError,
    },
    children,
  );
}
