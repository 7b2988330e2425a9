import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { MerchantIndexInfo } from '@mall/contract';
import { parseMerchantBanner } from '../../../features/store-front/api/store';
import { theme } from '@mall/ui-theme';
import { StoreBanner } from '../../../features/store-front/components/store-banner';
import { StoreProductList } from '../../../features/store-products/components/store-product-list';
import { storeProductsRequested } from '../../../features/store-products/store/slice';
import { pageParam, withParams } from '../../../lib/query-params';

/** Products per page of the store home (the contract's limit). */
const HOME_PAGE_SIZE = 8;

/** /merchant/merchant/home?id=&page=: the store's banner and its products. */
export function MerchantHomePage({ info }: { info: MerchantIndexInfo }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const banner = useMemo(() => parseMerchantBanner(info.pcBanner), [info.pcBanner]);
  const query = useMemo(() => ({ merId: info.id, page, limit: HOME_PAGE_SIZE }), [info.id, page]);

  useEffect(() => {
    dispatch(storeProductsRequested(query));
  }, [dispatch, query]);

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space.lg }}>
      <StoreBanner pictures={banner} storeName={info.name} />
      <h2 css={{ margin: 0, fontSize: theme.font.size.xl }}>
        <FormattedMessage
          id="merchantStreet.MerchantHomePage.title"
          defaultMessage="All products"
          description="Heading of the store home’s product list"
        />
      </h2>
      <StoreProductList
        query={query}
        page={page}
        pageSize={HOME_PAGE_SIZE}
        onPage={(next) => setParams(withParams(params, { page: next === 1 ? null : next }))}
        empty={{
          title: intl.formatMessage({
            id: 'merchantStreet.MerchantHomePage.empty',
            defaultMessage: 'This store has nothing on sale yet',
            description: 'A store without products',
          }),
        }}
      />
    </section>
  );
}
