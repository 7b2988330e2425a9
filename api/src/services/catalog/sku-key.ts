/**
 * The key of a SKU in the detail's `productValue`: its value of every attribute, joined by "," in attribute
 * order ("Red,XL"); "" for a product without attributes. It is built from the SKU's name → value map and the
 * attributes' current order, so it follows the attributes even if they are reordered; a SKU whose map lacks an
 * attribute keeps its stored text. `show` gives the text of attribute i's value (a translation); the value itself by
 * default.
 */
export function skuKey(
  attrNames: string[],
  attrValue: string,
  stored: string,
  show: (attr: number, value: string) => string = (_, value) => value,
): string {
  if (attrNames.length === 0) return '';
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(attrValue) as Record<string, unknown>;
  } catch {
    return stored;
  }
  if (values === null || typeof values !== 'object' || !attrNames.every((n) => typeof values[n] === 'string')) return stored;
  return attrNames.map((n, i) => show(i, values[n] as string)).join(',');
}
