import { splitSearchRuns } from '../catalog/search-words';
import type { Db } from '../../infra/db';
import { badRequest, notFound } from '../../lib/errors';
import { TRANSLATED_LOCALES, type Translations } from '../../i18n/localized';
import type { ProductTextBody, ProductTexts } from '../../schemas/admin-catalogue';
import { skuTranslations, valueList } from '../catalog/option-texts';
import '../catalog/messages';

export interface ProductTextsService {
  /** Sets a product's texts in the default language and/or per language (the catalogue cache follows its write). */
  save(productId: number, body: ProductTextBody): Promise<ProductTexts>;
}

type Field = 'storeName' | 'storeInfo' | 'content';
const FIELDS: Array<[Field, string]> = [
  ['storeName', 'store_name'],
  ['storeInfo', 'store_info'],
  ['content', 'content'],
];

interface Row {
  id: number;
  store_name: string;
  store_info: string;
  content: string;
  store_name_i18n: Translations;
  store_info_i18n: Translations;
  content_i18n: Translations;
}

interface OptionRow {
  id: number;
  attr_name: string;
  attr_values: string;
  attr_name_i18n: Translations;
  attr_values_i18n: Translations;
}

type Translated = (typeof TRANSLATED_LOCALES)[number];
const trimmedOrNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

/** An `_i18n` object with one language set, or removed when `text` is null. */
function withText(translations: Translations, locale: Translated, text: string | null): Translations {
  const { [locale]: _, ...rest } = translations;
  return text === null ? rest : { ...rest, [locale]: text };
}

/**
 * The options' translations of the body merged into their rows (refusing an option or value the product does not
 * have), then every SKU's text per language written again from them (product_sku.sku_i18n), so the cart and the
 * checkout read the new words at once.
 */
async function saveOptions(tx: Db, productId: number, body: ProductTextBody): Promise<OptionRow[]> {
  const options = (
    await tx.query<OptionRow>(
      'SELECT id, attr_name, attr_values, attr_name_i18n, attr_values_i18n FROM product_attr WHERE product_id = $1 ORDER BY sort, id FOR UPDATE',
      [productId],
    )
  ).rows;
  const changes = TRANSLATED_LOCALES.flatMap((l) =>
    Object.entries(body.translations?.[l]?.options ?? {}).map(([name, t]) => ({ l, name, t })),
  );
  if (changes.length === 0) return options;
  for (const { l, name, t } of changes) {
    const option = options.find((o) => o.attr_name === name);
    if (!option) throw badRequest('catalog.option.unknown', { option: name });
    if (t.name !== undefined) option.attr_name_i18n = withText(option.attr_name_i18n, l, trimmedOrNull(t.name));
    if (t.values) {
      const defaults = valueList(option.attr_values);
      const shown = valueList(option.attr_values_i18n[l]);
      const list = defaults.map((value, k) => shown[k] || value);
      for (const [value, text] of Object.entries(t.values)) {
        const k = defaults.indexOf(value);
        if (k < 0) throw badRequest('catalog.option.valueUnknown', { option: name, value });
        list[k] = trimmedOrNull(text) ?? value;
      }
      const joined = list.join(',');
      option.attr_values_i18n = withText(option.attr_values_i18n, l, joined === option.attr_values ? null : joined);
    }
  }
  await tx.query(
    `UPDATE product_attr a SET attr_name_i18n = x.name_i18n, attr_values_i18n = x.values_i18n
       FROM jsonb_to_recordset($1::jsonb) AS x (id bigint, name_i18n jsonb, values_i18n jsonb) WHERE a.id = x.id`,
    [JSON.stringify(options.map((o) => ({ id: o.id, name_i18n: o.attr_name_i18n, values_i18n: o.attr_values_i18n })))],
  );
  const skus = (
    await tx.query<{ id: number; sku: string; attr_value: string }>('SELECT id, sku, attr_value FROM product_sku WHERE product_id = $1', [
      productId,
    ])
  ).rows;
  await tx.query(
    `UPDATE product_sku s SET sku_i18n = x.sku_i18n FROM jsonb_to_recordset($1::jsonb) AS x (id bigint, sku_i18n jsonb) WHERE s.id = x.id`,
    [JSON.stringify(skus.map((k) => ({ id: k.id, sku_i18n: skuTranslations(options, k.attr_value, k.sku) })))],
  );
  return options;
}

/** The options' translations as the answer shows them, per language. */
function savedOptions(options: OptionRow[], locale: Translated) {
  const named = options.flatMap((o) => {
    const values = valueList(o.attr_values_i18n[locale]);
    const defaults = valueList(o.attr_values);
    const pairs = defaults.flatMap((value, k) => (values[k] && values[k] !== value ? [[value, values[k]]] : []));
    if (o.attr_name_i18n[locale] === undefined && pairs.length === 0) return [];
    return [
      [
        o.attr_name,
        { ...(o.attr_name_i18n[locale] === undefined ? {} : { name: o.attr_name_i18n[locale] }), values: Object.fromEntries(pairs) },
      ],
    ];
  });
  return named.length === 0 ? {} : { options: Object.fromEntries(named) };
}

/**
 * One UPDATE of the product row: the default texts where given, each `_i18n` object merged with the languages given
 * (`||`), a null (an empty text is sent as null) then stripped, so removing a translation brings back the default;
 * the options' translations and the SKUs' texts in the same transaction.
 */
export function createProductTextsService(db: Db): ProductTextsService {
  return {
    async save(productId, body) {
      const changes = (field: Field) => {
        const entries = TRANSLATED_LOCALES.flatMap((l) => {
          const value = body.translations?.[l]?.[field];
          return value === undefined ? [] : [[l, trimmedOrNull(value)]];
        });
        return JSON.stringify(Object.fromEntries(entries));
      };
      const params: unknown[] = [productId];
      const sets = FIELDS.flatMap(([field, column]) => {
        params.push(body[field] === undefined ? null : body[field]!.trim(), changes(field));
        const text = `$${params.length - 1}`;
        const translated = `$${params.length}`;
        return [`${column} = COALESCE(${text}, ${column})`, `${column}_i18n = jsonb_strip_nulls(${column}_i18n || ${translated}::jsonb)`];
      });
      const { row, options } = await db.transaction(async (tx) => {
        const updated = (
          await tx.query<Row>(
            `UPDATE product SET ${sets.join(', ')} WHERE id = $1 AND NOT is_del
             RETURNING id, store_name, store_info, content, store_name_i18n, store_info_i18n, content_i18n`,
            params,
          )
        ).rows[0];
        if (!updated) throw notFound('catalog.product.notFound');
        return { row: updated, options: await saveOptions(tx, productId, body) };
      });
      // The new Thai and Lao names' words, for the search's corrections (migration 038); the runs are in by now.
      await splitSearchRuns(db);
      const translations = Object.fromEntries(
        TRANSLATED_LOCALES.map((l) => [
          l,
          {
            ...Object.fromEntries(
              FIELDS.flatMap(([field, column]) => {
                const value = row[`${column}_i18n` as keyof Row] as Translations;
                return value[l] === undefined ? [] : [[field, value[l]]];
              }),
            ),
            ...savedOptions(options, l),
          },
        ]),
      );
      return { id: row.id, storeName: row.store_name, storeInfo: row.store_info, content: row.content, translations };
    },
  };
}
