import { escapeText } from '../../lib/html-escape';
import { TRANSLATED_LOCALES, type Translations } from '../../i18n/localized';
import { CATEGORY_NAMES } from '../data/translations-categories';
import { DESCRIPTION_WORDS, FEATURES, TAGLINES, UNITS, type DescriptionWords } from '../data/translations-descriptions';
import { OPTION_NAMES, optionValue } from '../data/translations-options';
import type { Four } from '../data/translations';

/** What a seeded product's summary and description say, in the default language. */
export interface ProductTexts {
  tagline: string;
  features: string[];
  category: string;
  options: Array<{ name: string; values: string[] }>;
  unit: string;
  city: string;
}

function write(w: DescriptionWords, t: ProductTexts): { storeInfo: string; content: string } {
  const storeInfo = w.summary(t.tagline, t.features[0]);
  const specs = t.options.map((o) => `<li>${escapeText(o.name)}${w.colon}${escapeText(o.values.join(w.comma))}</li>`).join('');
  const content = [
    `<h3>${escapeText(w.highlights)}</h3>`,
    `<p>${escapeText(storeInfo)}</p>`,
    `<ul>${t.features.map((f) => `<li>${escapeText(f)}</li>`).join('')}</ul>`,
    `<h3>${escapeText(w.specifications)}</h3>`,
    `<ul><li>${escapeText(w.category)}${w.colon}${escapeText(t.category)}</li>${specs}<li>${escapeText(w.soldBy)}${w.colon}${escapeText(t.unit)}</li></ul>`,
    `<h3>${escapeText(w.shippingAndReturns)}</h3>`,
    `<p>${escapeText(w.ships(t.city))}</p>`,
  ].join('');
  return { storeInfo, content };
}

/** A text of the seed's vocabulary in language `i` of [zh-CN, fr, th, lao]; a text without an entry stays as it is. */
const say = (table: Record<string, Four>, text: string, i: number) => table[text]?.[i] ?? text;

/**
 * A seeded product's one-line summary (`store_info`) and description (`content`) in the default language, and both
 * per language (`_i18n`): the same sentences, headings, category, options and unit in each.
 */
export function productTexts(t: ProductTexts): {
  storeInfo: string;
  content: string;
  storeInfoI18n: Translations;
  contentI18n: Translations;
} {
  const en = write(DESCRIPTION_WORDS.en, t);
  const storeInfoI18n: Translations = {};
  const contentI18n: Translations = {};
  TRANSLATED_LOCALES.forEach((locale, i) => {
    const texts = write(DESCRIPTION_WORDS.other[i], {
      tagline: say(TAGLINES, t.tagline, i),
      features: t.features.map((f) => say(FEATURES, f, i)),
      category: say(CATEGORY_NAMES, t.category, i),
      options: t.options.map((o) => ({
        name: say(OPTION_NAMES, o.name, i),
        values: o.values.map((v) => optionValue(o.name, v)?.[i] ?? v),
      })),
      unit: say(UNITS, t.unit, i),
      city: t.city,
    });
    storeInfoI18n[locale] = texts.storeInfo;
    contentI18n[locale] = texts.content;
  });
  return { ...en, storeInfoI18n, contentI18n };
}
