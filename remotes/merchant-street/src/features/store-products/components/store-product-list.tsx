import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { MerchantProductQuery } from '@mall/contract';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { ProductGrid } from '../../../components/product-grid';
import { selectStoreProducts } from '../store/selectors';
import { storeProductsRequested } from '../store/slice';

interface StoreProductListProps {
  /** The query the page asked for (Retry asks it again). */
  query: MerchantProductQuery;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What no product says. */
  empty: { title: string; description?: string };
}

/** A store's products as the page's query found them: failure with Retry, spinner, empty state or grid, then the pager. */
export function StoreProductList({ query, page, pageSize, onPage, empty }: StoreProductListProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const products = useSelector(selectStoreProducts);
  return (
    <>
      {products.status === 'failed' && products.failure ? (
        <ErrorNotice failure={products.failure} onRetry={() => dispatch(storeProductsRequested(query))} />
      ) : products.status !== 'ready' ? (
        <LoadingBlock />
      ) : products.list.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        <ProductGrid
          products={products.list}
          label={intl.formatMessage({
            id: 'merchantStreet.MerchantHomePage.list',
            defaultMessage: 'Products of this store',
            description: 'Accessible name of the store’s product list',
          })}
        />
      )}
      <Pager total={products.total} pageSize={pageSize} page={page} onChange={onPage} />
    </>
  );
}
