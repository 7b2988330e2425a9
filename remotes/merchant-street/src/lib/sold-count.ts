/** "N sold" counts real and virtual sales, each floored (facts 2.5). */
export const soldCount = (product: { sales: number; ficti: number }) =>
  Math.floor(product.sales || 0) + Math.floor(product.ficti || 0);
