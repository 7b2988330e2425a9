import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { BuyNowDetail, CartSaveLine, ProductDetailResponse, StoreCouponFront } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { clampQuantity, quantityLimit, QuantityStepper, soldCount } from '@mall/remote-kit';
import { Price, theme } from '@mall/ui-theme';
import { galleryPictures } from '@mall/contract/product-gallery';
import { chosenOffer, initialSelection, MAX_LINE_QUANTITY, skuAttributes } from '../sku';
import { CouponDropdown } from './coupon-dropdown';
import { GuaranteeList } from './guarantee-list';
import { ProductGallery } from './product-gallery';
import { PurchaseActions, type PurchaseState } from './purchase-actions';
import { SkuSelector } from './sku-selector';

const messages = defineMessages({
  price: { id: 'catalog.ProductOverview.price', defaultMessage: 'Price', description: 'Label before the price' },
  sold: defineMessage<{ count: number }>({
    id: 'catalog.ProductOverview.sold',
    defaultMessage: '{count, plural, one {# sold} other {# sold}}',
    description: 'Units sold of the product',
  }),
  stock: defineMessage<{ stock: number; unit: string; unitName: string }>({
    id: 'catalog.ProductOverview.stock',
    defaultMessage:
      'Stock: {unit, select, piece {{stock, plural, one {# piece} other {# pieces}}} pair {{stock, plural, one {# pair} other {# pairs}}} set {{stock, plural, one {# set} other {# sets}}} bag {{stock, plural, one {# bag} other {# bags}}} book {{stock, plural, one {# book} other {# books}}} bottle {{stock, plural, one {# bottle} other {# bottles}}} box {{stock, plural, one {# box} other {# boxes}}} jar {{stock, plural, one {# jar} other {# jars}}} pack {{stock, plural, one {# pack} other {# packs}}} tin {{stock, plural, one {# tin} other {# tins}}} tube {{stock, plural, one {# tube} other {# tubes}}} other {{stock, number} {unitName}}}',
    description:
      'Stock of the chosen SKU with its unit in plural form for the units merchants use (unit: the unit name in lower case); another unit shows as the merchant wrote it (unitName)',
  }),
  quantity: { id: 'catalog.ProductOverview.quantity', defaultMessage: 'Quantity', description: 'Label before the quantity stepper' },
  coupons: { id: 'catalog.ProductOverview.coupons', defaultMessage: 'Coupons', description: 'Label before the coupon dropdown' },
  guarantees: { id: 'catalog.ProductOverview.guarantees', defaultMessage: 'Service', description: 'Label before the guarantee ticks' },
  addToCollection: {
    id: 'catalog.ProductOverview.addToCollection',
    defaultMessage: 'Collect',
    description: 'Collections toggle: the product is not in the shopper’s collections',
  },
  inCollection: {
    id: 'catalog.ProductOverview.inCollection',
    defaultMessage: 'Collected',
    description: 'Collections toggle: the product is in the shopper’s collections',
  },
});

const layout = css({
  display: 'grid',
  gridTemplateColumns: '420px 1fr',
  gap: theme.space.xl,
  padding: theme.space.lg,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
});
const title = css({ margin: 0, fontSize: theme.font.size.xl, lineHeight: 1.4 });
const priceBox = css({
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.space.md,
  margin: `${theme.space.md} 0`,
  padding: theme.space.md,
  background: theme.colors.background,
  borderRadius: theme.radius.sm,
});
const line = css({ display: 'flex', alignItems: 'center', gap: theme.space.md, margin: `${theme.space.sm} 0` });
const label = css({ flex: '0 0 72px', color: theme.colors.muted });
const collectionButton = css({
  marginTop: theme.space.md,
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.colors.muted,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { color: theme.colors.brandStrong },
});

interface ProductOverviewProps {
  detail: ProductDetailResponse;
  coupons: readonly StoreCouponFront[];
  receiving: readonly number[];
  busy: { collection: boolean; addToCart: boolean; buyNow: boolean };
  onAddToCart: (line: CartSaveLine) => void;
  onBuyNow: (detail: BuyNowDetail) => void;
  onToggleCollection: () => void;
  onReceiveCoupon: (couponId: number) => void;
}

/**
 * Pictures, name, price, SKU choice, quantity and the purchase buttons. The choice starts on the first combination
 * in stock (initialSelection); price, former price, stock and picture follow the chosen SKU.
 */
export function ProductOverview({
  detail,
  coupons,
  receiving,
  busy,
  onAddToCart,
  onBuyNow,
  onToggleCollection,
  onReceiveCoupon,
}: ProductOverviewProps) {
  const intl = useIntl();
  const money = useMoney();
  const info = detail.productInfo;
  const attributes = useMemo(() => skuAttributes(detail.productAttr), [detail.productAttr]);
  const images = useMemo(() => galleryPictures(info), [info]);
  const [selection, setSelection] = useState<string[]>(() => initialSelection(attributes, detail));
  const [quantity, setQuantity] = useState(1);

  const offer = chosenOffer(detail, attributes, selection);
  const limit = quantityLimit(offer.stock, info.maxQuantity, MAX_LINE_QUANTITY);
  const shownQuantity = clampQuantity(quantity, limit);
  const state: PurchaseState = !offer.sku ? 'unavailable' : offer.stock <= 0 ? 'soldOut' : 'available';

  const chosenLine = (): CartSaveLine | null =>
    offer.sku ? { productId: info.id, cartNum: shownQuantity, productAttrUnique: offer.sku.id } : null;

  return (
    <div css={layout}>
      <ProductGallery images={images} skuImage={offer.image} name={info.storeName} />
      <div>
        <h1 css={title}>{info.storeName}</h1>
        {info.storeInfo && <p css={{ margin: `${theme.space.xs} 0 0`, color: theme.colors.muted }}>{info.storeInfo}</p>}
        <div css={priceBox}>
          <span css={label}>{intl.formatMessage(messages.price)}</span>
          <span data-price="">
            <Price value={money(offer.price)} original={offer.otPrice ? money(offer.otPrice) : undefined} size="lg" />
          </span>
          <span css={{ marginLeft: 'auto', color: theme.colors.muted }}>
            {intl.formatMessage(messages.sold, { count: soldCount(info.sales, info.ficti) })}
          </span>
        </div>
        {coupons.length > 0 && (
          <div css={line}>
            <span css={label}>{intl.formatMessage(messages.coupons)}</span>
            <CouponDropdown coupons={coupons} receiving={receiving} onReceive={onReceiveCoupon} />
          </div>
        )}
        {detail.guaranteeList?.length > 0 && (
          <div css={line}>
            <span css={label}>{intl.formatMessage(messages.guarantees)}</span>
            <GuaranteeList guarantees={detail.guaranteeList} />
          </div>
        )}
        {attributes.length > 0 && <SkuSelector detail={detail} attributes={attributes} selection={selection} onChange={setSelection} />}
        <div css={line}>
          <span css={label}>{intl.formatMessage(messages.quantity)}</span>
          <QuantityStepper
            value={shownQuantity}
            max={limit}
            perOrderCap={info.maxQuantity}
            disabled={state !== 'available'}
            onChange={setQuantity}
          />
          <span data-stock="" css={{ color: theme.colors.muted }}>
            {intl.formatMessage(messages.stock, {
              stock: offer.stock,
              unit: (info.unitName ?? '').trim().toLowerCase(),
              unitName: info.unitName ?? '',
            })}
          </span>
        </div>
        <PurchaseActions
          state={state}
          addingToCart={busy.addToCart}
          buyingNow={busy.buyNow}
          onAddToCart={() => {
            const next = chosenLine();
            if (next) onAddToCart(next);
          }}
          onBuyNow={() => {
            const next = chosenLine();
            if (next) onBuyNow({ productId: next.productId, attrValueId: next.productAttrUnique, productNum: next.cartNum });
          }}
        />
        <button
          type="button"
          css={collectionButton}
          aria-pressed={detail.userCollect}
          disabled={busy.collection}
          onClick={onToggleCollection}
        >
          <span aria-hidden="true">{detail.userCollect ? '♥ ' : '♡ '}</span>
          {intl.formatMessage(detail.userCollect ? messages.inCollection : messages.addToCollection)}
        </button>
      </div>
    </div>
  );
}
