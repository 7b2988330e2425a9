import { css } from '@emotion/react';
import { startTransition, useEffect, useState } from 'react';
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

/**
 * How many of `products` are drawn as cards: all, or — for a grid that starts in the first screen — its first row at
 * once and the rest in a transition right after, which React renders in slices. The search page's 20 cards were one
 * task of 140–230 ms on a desktop core (docs/serving.md, "Search's first screen"), counted whole in the blocking time.
 */
function useCardsDrawn(products: readonly ProductCardData[], firstRow: number | null): number {
  const initial = firstRow === null ? products.length : Math.min(firstRow, products.length);
  const [drawn, setDrawn] = useState({ products, count: initial });
  // New products (another search): the first row again, then the rest.
  const current = drawn.products === products ? drawn : { products, count: initial };
  if (current !== drawn) setDrawn(current);
  useEffect(() => {
    if (current.count < products.length) startTransition(() => setDrawn({ products, count: products.length }));
  }, [current.count, products]);
  return current.count;
}

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
  const drawn = useCardsDrawn(products, firstRowInView && !placeholder ? columns : null);
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
      {products.map((product, index) =>
        index < drawn ? (
          <li key={product.id}>
            <ProductCard product={product} showOriginal={showOriginal} aboveFold={firstRowInView && index < columns} />
          </li>
        ) : (
          // Its place held, as tall as the card (nothing below moves when it is drawn); nothing to hear meanwhile.
          <li key={product.id} aria-hidden="true">
            <ProductCardPlaceholder product={product} showOriginal={showOriginal} />
          </li>
        ),
      )}
    </ul>
  );
}
