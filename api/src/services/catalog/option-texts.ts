import { TRANSLATED_LOCALES, type Translations } from '../../i18n/localized';
import { skuKey } from './sku-key';

/** An option (product_attr) with its values in the default language and as shown in the request's language. */
export interface ShownOption {
  name: string;
  values: string[];
  shownName?: string;
  shownValues: string[];
}

/** A default value as shown: the value at the same place of the shown list, or the value itself. */
const shownValue = (option: ShownOption, value: string): string => {
  const k = option.values.indexOf(value);
  return (k >= 0 && option.shownValues[k]) || value;
};

/**
 * A SKU's values as shown in a language: each default value looked up in its option's list and replaced by the
 * value at the same place of the shown list ("Black,M" → "Noir,M"); a value with no counterpart stays as it is.
 */
export function shownSkuKey(options: ShownOption[], attrValue: string, stored: string): string {
  return skuKey(
    options.map((o) => o.name),
    attrValue,
    stored,
    (i, value) => shownValue(options[i], value),
  );
}

/** A SKU's name → value map (JSON, product_sku.attr_value) with names and values as shown; as stored when unreadable. */
export function shownAttrValue(options: ShownOption[], attrValue: string): string {
  try {
    const values = JSON.parse(attrValue) as Record<string, unknown>;
    if (values === null || typeof values !== 'object') return attrValue;
    return JSON.stringify(
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => {
          const option = options.find((o) => o.name === name);
          return option && typeof value === 'string' ? [option.shownName ?? name, shownValue(option, value)] : [name, value];
        }),
      ),
    );
  } catch {
    return attrValue;
  }
}

/** Split a stored comma list ("Black,White"); an absent translation is []. */
export const valueList = (list: string | undefined): string[] => (list ? list.split(',') : []);

/**
 * A SKU's text per language (product_sku.sku_i18n) from its options' translations (product_attr.attr_values_i18n):
 * only the languages in which at least one of the SKU's values reads differently.
 */
export function skuTranslations(
  options: Array<{ attr_name: string; attr_values: string; attr_values_i18n?: Translations }>,
  attrValue: string,
  sku: string,
): Translations {
  const out: Translations = {};
  const stored = skuKey(
    options.map((o) => o.attr_name),
    attrValue,
    sku,
  );
  for (const locale of TRANSLATED_LOCALES) {
    const shown = shownSkuKey(
      options.map((o) => ({
        name: o.attr_name,
        values: valueList(o.attr_values),
        shownValues: valueList(o.attr_values_i18n?.[locale]),
      })),
      attrValue,
      sku,
    );
    if (shown !== stored) out[locale] = shown;
  }
  return out;
}
