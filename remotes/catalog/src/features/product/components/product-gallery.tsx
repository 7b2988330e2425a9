import { css } from '@emotion/react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { Picture } from '@mall/ui-theme/picture';
import { PRODUCT_PICTURE_SIZES } from '@mall/contract/product-gallery';

const messages = defineMessages({
  pictures: {
    id: 'catalog.ProductGallery.pictures',
    defaultMessage: 'Product pictures',
    description: 'Accessible name of the thumbnail strip',
  },
  show: defineMessage<{ index: number }>({
    id: 'catalog.ProductGallery.show',
    defaultMessage: 'Show picture {index, number}',
    description: 'Thumbnail button',
  }),
});

const large = css({
  display: 'block',
  width: 420,
  height: 420,
  objectFit: 'cover',
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
});
const strip = css({
  display: 'flex',
  gap: theme.space.sm,
  margin: `${theme.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  flexWrap: 'wrap',
  maxWidth: 420,
});
const thumb = css({
  width: 64,
  height: 64,
  padding: 0,
  border: `2px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  cursor: 'pointer',
  overflow: 'hidden',
  '&[aria-pressed="true"]': { borderColor: theme.colors.brand },
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

/**
 * The large picture and the thumbnail strip. A chosen SKU's picture replaces the large picture until the
 * shopper picks a thumbnail again.
 */
export function ProductGallery({ images, skuImage, name }: { images: readonly string[]; skuImage: string | null; name: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [skuShown, setSkuShown] = useState<string | null>(skuImage);
  const [lastSkuImage, setLastSkuImage] = useState<string | null>(skuImage);
  if (skuImage !== lastSkuImage) {
    setLastSkuImage(skuImage);
    setSkuShown(skuImage);
  }
  const shown = skuShown ?? images[Math.min(index, images.length - 1)] ?? '';
  return (
    <div>
      <Picture src={shown} alt={name} width={420} height={420} sizes={PRODUCT_PICTURE_SIZES} priority css={large} data-picture="large" />
      {images.length > 1 && (
        <ul css={strip} aria-label={intl.formatMessage(messages.pictures)}>
          {images.map((image, i) => (
            <li key={`${image}-${i}`}>
              <button
                type="button"
                css={thumb}
                aria-pressed={skuShown === null && i === index}
                aria-label={intl.formatMessage(messages.show, { index: i + 1 })}
                onClick={() => {
                  setIndex(i);
                  setSkuShown(null);
                }}
                onMouseEnter={() => {
                  setIndex(i);
                  setSkuShown(null);
                }}
              >
                <Picture src={image} width={64} height={64} sizes="64px" eager />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
