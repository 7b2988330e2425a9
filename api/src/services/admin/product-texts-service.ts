import type { Db } from '../../infra/db';
import { notFound } from '../../lib/errors';
import { TRANSLATED_LOCALES, type Translations } from '../../i18n/localized';
import type { ProductTextBody, ProductTexts } from '../../schemas/admin-catalogue';
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

/**
 * One UPDATE of the product row: the default texts where given, each `_i18n` object merged with the languages given
 * (`||`), a null (an empty text is sent as null) then stripped, so removing a translation brings back the default.
 */
export function createProductTextsService(db: Db): ProductTextsService {
  return {
    async save(productId, body) {
      const changes = (field: Field) => {
        const entries = TRANSLATED_LOCALES.flatMap((l) => {
          const value = body.translations?.[l]?.[field];
          return value === undefined ? [] : [[l, value === null || value.trim() === '' ? null : value.trim()]];
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
      const r = await db.query<Row>(
        `UPDATE product SET ${sets.join(', ')} WHERE id = $1 AND NOT is_del
         RETURNING id, store_name, store_info, content, store_name_i18n, store_info_i18n, content_i18n`,
        params,
      );
      const row = r.rows[0];
      if (!row) throw notFound('catalog.product.notFound');
      const translations = Object.fromEntries(
        TRANSLATED_LOCALES.map((l) => [
          l,
          Object.fromEntries(
            FIELDS.flatMap(([field, column]) => {
              const value = row[`${column}_i18n` as keyof Row] as Translations;
              return value[l] === undefined ? [] : [[field, value[l]]];
            }),
          ),
        ]),
      );
      return { id: row.id, storeName: row.store_name, storeInfo: row.store_info, content: row.content, translations };
    },
  };
}
