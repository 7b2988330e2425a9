import type { MerchantProductItem } from '@mall/contract';
import { theme } from '@mall/ui-theme';
import { ProductCard } from './product-card';

/** A grid of product cards, four to a row. */
export function ProductGrid({ products, label }: { products: MerchantProductItem[]; label: string }) {
  return (
    <ul
      aria-label={label}
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: theme.space.md,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
