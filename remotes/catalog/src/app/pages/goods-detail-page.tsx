import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import type { ReplyType } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { ErrorNotice, LoadingBlock, PageColumn, selectSignedIn } from '@mall/remote-kit';
import { PageTitle } from '@mall/remote-kit/page-title';
import { NotFound } from '../../components/not-found';
import { SectionHeading } from '../../components/section-heading';
import { MerchantCard } from '../../features/product/components/merchant-card';
import { ProductDescription } from '../../features/product/components/product-description';
import { ProductOverview } from '../../features/product/components/product-overview';
import { selectMerchantTypeName, selectProduct } from '../../features/product/store/selectors';
import {
  addToCartSubmitted,
  buyNowSubmitted,
  collectionToggled,
  couponReceiveSubmitted,
  couponsRequested,
  followToggled,
  preOrderOpened,
  productRequested,
  productReducer,
} from '../../features/product/store/slice';
import { ReviewPanel } from '../../features/reviews/components/review-panel';
import { selectReviews } from '../../features/reviews/store/selectors';
import { reviewsRequested, summaryRequested, reviewsReducer } from '../../features/reviews/store/slice';
import { orderConfirmPath } from '@mall/routes';
import { useSignInGate } from '../../lib/sign-in-gate';
import { useAfterFirstPaint } from '../../hooks/use-after-first-paint';
import { productSaga } from '../../features/product/store/saga';
import { reviewsSaga } from '../../features/reviews/store/saga';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ product: { reducer: productReducer, saga: productSaga }, reviews: { reducer: reviewsReducer, saga: reviewsSaga } });

const messages = defineMessages({
  details: { id: 'catalog.GoodsDetailPage.details', defaultMessage: 'Product details', description: 'Heading of the product description' },
  reviews: { id: 'catalog.GoodsDetailPage.reviews', defaultMessage: 'Reviews', description: 'Heading of the product reviews' },
  product: {
    id: 'catalog.GoodsDetailPage.product',
    defaultMessage: 'Product',
    description: "The browser tab's title of a product page while the product loads ('Product – Mall')",
  },
});

const columns = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 280px',
  gap: theme.space.lg,
  marginTop: theme.space.lg,
  alignItems: 'start',
});
const panel = css({
  padding: theme.space.lg,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  marginBottom: theme.space.lg,
});

const parseId = (value: string | undefined): number | null =>
  value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;

function ProductView({ productId }: { productId: number }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const locale = useLocale();
  const product = useSelector(selectProduct);
  const reviews = useSelector(selectReviews);
  const signedIn = useSelector(selectSignedIn);
  const whenSignedIn = useSignInGate(signedIn);
  const typeName = useSelector(selectMerchantTypeName);
  const [reviewQuery, setReviewQuery] = useState<{ type: ReplyType; page: number }>({ type: 0, page: 1 });

  useEffect(() => {
    dispatch(productRequested(productId));
    dispatch(summaryRequested(productId));
  }, [dispatch, productId]);

  useEffect(() => {
    dispatch(reviewsRequested({ productId, ...reviewQuery }));
  }, [dispatch, productId, reviewQuery]);

  useEffect(() => {
    if (!product.preOrderNo) return;
    dispatch(preOrderOpened());
    navigate(localizePath(orderConfirmPath(product.preOrderNo), locale));
  }, [dispatch, navigate, locale, product.preOrderNo]);

  const { detail } = product;
  const data = detail.data;
  const shown = Boolean(data && product.productId === productId && data.productInfo.id === productId);
  // The description, the reviews and the shop (below the first screen) are drawn in a task of their own once the
  // overview, with the page's largest picture, has been painted: on a phone's CPU their render (the description's
  // HTML sanitised and parsed, the review list, their styles) no longer delays that first paint.
  const restShown = useAfterFirstPaint(shown);
  if (detail.status === 'failed' && detail.error) {
    if (detail.error.code === 404) return <NotFound />;
    return (
      <>
        <PageTitle parts={[intl.formatMessage(messages.product)]} />
        <ErrorNotice failure={detail.error} onRetry={() => dispatch(productRequested(productId))} />
      </>
    );
  }
  if (!data || !shown) {
    return (
      <>
        <PageTitle parts={[intl.formatMessage(messages.product)]} />
        <LoadingBlock minHeight={480} />
      </>
    );
  }

  const merId = data.productInfo.merId;
  return (
    <>
      {/* "Wireless Headphones – Sound Shop – Mall" */}
      <PageTitle parts={[data.productInfo.storeName, data.merchantInfo?.name]} />
      <ProductOverview
        key={productId}
        detail={data}
        coupons={product.coupons.data ?? []}
        receiving={product.receiving}
        busy={{
          collection: product.collection === 'submitting',
          addToCart: product.addToCart === 'submitting',
          buyNow: product.buyNow === 'submitting',
        }}
        onAddToCart={(line) => whenSignedIn(() => dispatch(addToCartSubmitted(line)), { tourist: true, resume: true })}
        onBuyNow={(order) => whenSignedIn(() => dispatch(buyNowSubmitted(order)), { tourist: true, resume: true })}
        onToggleCollection={() => whenSignedIn(() => dispatch(collectionToggled()))}
        onReceiveCoupon={(couponId) => whenSignedIn(() => dispatch(couponReceiveSubmitted(couponId)))}
      />
      {product.coupons.status === 'failed' && product.coupons.error && (
        <div css={{ marginTop: theme.space.md }}>
          <ErrorNotice failure={product.coupons.error} onRetry={() => dispatch(couponsRequested({ merId, productId }))} />
        </div>
      )}
      {restShown && (
        <div css={columns}>
          <div>
            <section css={panel} aria-labelledby="product-details-title">
              <SectionHeading id="product-details-title">{intl.formatMessage(messages.details)}</SectionHeading>
              <ProductDescription html={data.productInfo.content} />
            </section>
            <section css={panel} aria-labelledby="product-reviews-title">
              <SectionHeading id="product-reviews-title">{intl.formatMessage(messages.reviews)}</SectionHeading>
              <ReviewPanel
                reviews={reviews}
                type={reviewQuery.type}
                page={reviewQuery.page}
                onChange={setReviewQuery}
                onRetrySummary={() => dispatch(summaryRequested(productId))}
                onRetryList={() => dispatch(reviewsRequested({ productId, ...reviewQuery }))}
              />
            </section>
          </div>
          <aside>
            {data.merchantInfo && (
              <MerchantCard
                merchant={data.merchantInfo}
                merId={merId}
                typeName={typeName}
                followBusy={product.follow === 'submitting'}
                onToggleFollow={() => whenSignedIn(() => dispatch(followToggled()))}
              />
            )}
          </aside>
        </div>
      )}
    </>
  );
}

/** /goods_detail/:id — an id that is not a number, or that the API does not know (code 404), is a 404 page. */
export function GoodsDetailPage() {
  const { id } = useParams();
  const productId = parseId(id);
  return <PageColumn>{productId === null ? <NotFound /> : <ProductView key={productId} productId={productId} />}</PageColumn>;
}
