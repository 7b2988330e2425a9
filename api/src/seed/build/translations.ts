import { TRANSLATED_LOCALES, type Translations } from '../../i18n/localized';
import { CATEGORY_NAMES } from '../data/translations-categories';
import {
  ACTIVITIES,
  BANNER_NAMES,
  GUARANTEES,
  HOT_KEYWORDS,
  MERCHANT_CATEGORIES,
  MERCHANT_TYPES,
  NAME_SUFFIXES,
  NOUNS,
  QUALIFIERS,
  type Four,
} from '../data/translations';
import { MORE_NOUNS, MORE_QUALIFIERS } from '../data/translations-nouns';
import { OPTION_NAMES, optionValue } from '../data/translations-options';
import { skuTranslations } from '../../services/catalog/option-texts';
import type { CatalogueModel, ProductRow } from './model';

const ALL_NOUNS: Record<string, Four> = { ...NOUNS, ...MORE_NOUNS };
const ALL_QUALIFIERS: Record<string, Four> = { ...QUALIFIERS, ...MORE_QUALIFIERS };

/** [zh-CN, fr, th, lao] as the `_i18n` column's object; {} when the text has none. */
function translations(four: Four | undefined): Translations {
  if (!four) return {};
  return Object.fromEntries(TRANSLATED_LOCALES.map((l, i) => [l, four[i]]));
}

/** A translated picture's path beside the default one: "/media/banners/middle-1.svg" → "/media/banners/middle-1.fr.svg". */
export const localePicture = (path: string, locale: string) => path.replace(/\.(svg|jpg)$/, `.${locale}.$1`);

/** The same picture path per language (the picture drawn with the words of that language, media/jobs.ts). */
export const pictureTranslations = (path: string): Translations =>
  Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, localePicture(path, l)]));

/** An option's values per language, a comma list in the order of `values` (a value without a translation as it is). */
function optionValueTranslations(name: string, values: string): Translations {
  const defaults = values.split(',');
  const list = defaults.map((v) => optionValue(name, v));
  if (list.every((t) => t === undefined)) return {};
  return Object.fromEntries(TRANSLATED_LOCALES.map((l, i) => [l, list.map((t, k) => t?.[i] ?? defaults[k]).join(',')]));
}

/** Word order of a product name per language: [zh-CN, fr, th, lao]. */
const NAME_ORDER: Array<(qualifier: string, noun: string) => string> = [
  (q, n) => `${q}${n}`,
  (q, n) => `${n} ${q}`,
  (q, n) => `${n} ${q}`,
  (q, n) => `${n} ${q}`,
];

/**
 * A product's name in every language, when its noun and qualifier have translations: the brand stays as it is,
 * the qualifier and noun are put in the language's order, the suffix of a repeated name follows. A book keeps its
 * title and gets its kind translated ("The Quiet Orchard (Roman)"). The generator's keyword column names the noun
 * and the qualifier (build/products.ts).
 */
function productNameTranslations(p: Pick<ProductRow, 'store_name' | 'keyword'>): Translations {
  const [noun, qualifier] = p.keyword.split(',');
  const nounT = ALL_NOUNS[noun];
  if (!nounT) return {};
  const book = p.store_name.lastIndexOf(` (${noun})`);
  if (book > 0) {
    const suffixT = bookSuffix(p.store_name.slice(book + noun.length + 3).trim());
    if (suffixT === null) return {};
    const title = p.store_name.slice(0, book);
    return Object.fromEntries(
      TRANSLATED_LOCALES.map((l, i) => [l, [`${title} (${nounT[i]})`, suffixT?.[i] ?? ''].filter(Boolean).join(' ')]),
    );
  }
  const qualifierT = ALL_QUALIFIERS[qualifier];
  if (!qualifierT) return {};
  const core = `${qualifier} ${noun}`;
  const at = p.store_name.indexOf(core);
  if (at < 0) return {};
  const brand = p.store_name.slice(0, at).trim();
  const suffix = p.store_name.slice(at + core.length).trim();
  const suffixT = suffix ? NAME_SUFFIXES[suffix] : undefined;
  if (suffix && !suffixT) return {};
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((l, i) => [l, [brand, NAME_ORDER[i](qualifierT[i], nounT[i]), suffixT?.[i] ?? ''].filter(Boolean).join(' ')]),
  );
}

/** A repeated name's suffix in every language: undefined for none, null when it has no translation. */
function bookSuffix(suffix: string): Four | undefined | null {
  if (!suffix) return undefined;
  return NAME_SUFFIXES[suffix] ?? null;
}

/**
 * Fills the `_i18n` columns of the demo catalogue's rows (every row gets the column, {} where there is no
 * translation, since a batch insert takes its columns from the first row).
 */
export function translateCatalogue(m: CatalogueModel): void {
  for (const c of m.categories) c.name_i18n = translations(CATEGORY_NAMES[c.name]);
  for (const c of m.merchantProductCategories) c.name_i18n = translations(CATEGORY_NAMES[c.name]);
  for (const k of m.hotKeywords) k.title_i18n = translations(HOT_KEYWORDS[k.title]);
  for (const t of m.merchantTypes) {
    t.name_i18n = translations(MERCHANT_TYPES[t.name]?.name);
    t.info_i18n = translations(MERCHANT_TYPES[t.name]?.info);
  }
  for (const c of m.merchantCategories) c.name_i18n = translations(MERCHANT_CATEGORIES[c.name]);
  for (const g of m.guarantees) {
    g.name_i18n = translations(GUARANTEES[g.name]?.name);
    g.content_i18n = translations(GUARANTEES[g.name]?.content);
  }
  for (const a of m.activities) {
    a.name_i18n = translations(ACTIVITIES[a.name]?.name);
    a.instruction_i18n = translations(ACTIVITIES[a.name]?.instruction);
    const pictures = JSON.parse(a.banner) as string[];
    a.banner_i18n = Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, JSON.stringify(pictures.map((p) => localePicture(p, l)))]));
  }
  for (const b of m.banners) {
    b.name_i18n = translations(BANNER_NAMES[b.name] ?? ACTIVITIES[b.name]?.name);
    b.pic_i18n = pictureTranslations(b.pic);
  }
  for (const p of m.products) p.store_name_i18n = productNameTranslations(p);
  const optionsOf = new Map<number, typeof m.productAttrs>();
  for (const a of m.productAttrs) {
    a.attr_name_i18n = translations(OPTION_NAMES[a.attr_name]);
    a.attr_values_i18n = optionValueTranslations(a.attr_name, a.attr_values);
    if (!optionsOf.has(a.product_id)) optionsOf.set(a.product_id, []);
    optionsOf.get(a.product_id)!.push(a);
  }
  for (const s of m.productSkus) s.sku_i18n = skuTranslations(optionsOf.get(s.product_id) ?? [], s.attr_value, s.sku);
}
