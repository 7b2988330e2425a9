/**
 * ORDER BY of a product list, the rules of GET /api/front/product/list (the contract's backend orders the same way): with `salesOrder`, by sales +
 * virtual sales, then rank, then sort; else with `priceOrder`, by price, then rank; else by rank. The id comes
 * last (newest first) so pages never overlap. `p` is the alias of the product table.
 */
export function productOrder(salesOrder: string | undefined, priceOrder: string | undefined, p = 'p'): string {
  const dir = (v: string) => (v === 'asc' ? 'ASC' : 'DESC');
  if (salesOrder) return `(${p}.sales + ${p}.ficti) ${dir(salesOrder)}, ${p}.rank DESC, ${p}.sort DESC, ${p}.id DESC`;
  if (priceOrder) return `${p}.price ${dir(priceOrder)}, ${p}.rank DESC, ${p}.id DESC`;
  return `${p}.rank DESC, ${p}.id DESC`;
}
