import { css } from '@emotion/react';
import { ProductCard, ProductCardPlaceholder, type ProductCardData } from './product-card';

const grid = (columns: number) =>
  css({
    display: 'grid',
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: 16,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  });

/** Product cards in a grid, as a list (the shopper hears how many there are). */
export function ProductGrid({
  products,
  columns = 5,
  label,
  showOriginal,
  firstRowInView = false,
  placeholder = false,
}: {
  products: readonly ProductCardData[];
  columns?: number;
  /** Names the list for assistive technology. */
  label?: string;
  showOriginal?: boolean;
  /** The grid starts in the first screen (search results): its first row's pictures load at once, not lazily. */
  firstRowInView?: boolean;
  /** Empty cards in the products' places (see RenderNearView): no list, nothing to hear. */
  placeholder?: boolean;
}) {
  if (placeholder) {
    return (
      <div css={grid(columns)}>
        {products.map((product) => (
          <ProductCardPlaceholder key={product.id} product={product} showOriginal={showOriginal} />
        ))}
      </div>
    );
  }
  return (
    <ul css={grid(columns)} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} showOriginal={showOriginal} aboveFold={firstRowInView && index < columns} />
        </li>
      ))}
    </ul>
  );
}
