import { DEFAULT_LOCALE, type Locale } from './locales';

export type Messages = Record<string, string>;

/** An app's flat catalogues, one per locale, all present (tests, and anything too small to split). */
export type LocaleMessages = Partial<Record<Locale, Messages>>;

/** How a locale's file arrives: a dynamic `import('./lang/fr.json')` (webpack makes it a chunk of its own). */
export type CatalogueLoader = () => Promise<{ default: Messages }>;

/**
 * An app's messages where only English ships with the code: every other locale is loaded the first time it is
 * needed (first load in that language, or a switch to it), then kept.
 */
export interface Catalogue {
  /** The messages of `locale` when they are here (English always is; a locale without a file is empty). */
  peek(locale: Locale): Messages | undefined;
  /** Loads `locale` once; a failed load (network) is tried again by the next call. */
  load(locale: Locale): Promise<Messages>;
}

const NOTHING: Messages = {};

export function defineCatalogue(en: Messages, loaders: Partial<Record<Locale, CatalogueLoader>>): Catalogue {
  const loaded = new Map<Locale, Messages>([[DEFAULT_LOCALE, en]]);
  const pending = new Map<Locale, Promise<Messages>>();
  const peek = (locale: Locale) => loaded.get(locale) ?? (loaders[locale] ? undefined : NOTHING);
  return {
    peek,
    load(locale) {
      const here = peek(locale);
      if (here) return Promise.resolve(here);
      let loading = pending.get(locale);
      if (!loading) {
        loading = loaders[locale]!().then(
          (module) => {
            loaded.set(locale, module.default);
            pending.delete(locale);
            return module.default;
          },
          (error: unknown) => {
            pending.delete(locale);
            throw error;
          },
        );
        pending.set(locale, loading);
      }
      return loading;
    },
  };
}

const statics = new WeakMap<LocaleMessages, Catalogue>();

/** A catalogue of messages that are all here already (one catalogue per object, so memoised merges hold). */
export function asCatalogue(messages: Catalogue | LocaleMessages): Catalogue {
  if (typeof (messages as Catalogue).peek === 'function') return messages as Catalogue;
  const record = messages as LocaleMessages;
  let catalogue = statics.get(record);
  if (!catalogue) {
    catalogue = { peek: (locale) => record[locale] ?? NOTHING, load: (locale) => Promise.resolve(record[locale] ?? NOTHING) };
    statics.set(record, catalogue);
  }
  return catalogue;
}
