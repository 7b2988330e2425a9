import { useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { Picture } from '@mall/ui-theme/picture';
import { STREET_BANNER_SIZES } from '@mall/contract/home-banner';

const BANNER = { display: 'block', width: '100%', aspectRatio: '4 / 1', maxHeight: 300, borderRadius: theme.radius.md } as const;

/**
 * The picture across the top of the shop street (from the home data); nothing without one. While it is not
 * known yet (null) its space is held, so the street below does not jump down when it comes.
 */
export function StreetBanner({ image }: { image: string | null }) {
  const intl = useIntl();
  if (image === null) return <div aria-hidden="true" data-testid="street-banner-placeholder" css={[BANNER, { background: '#ebebeb' }]} />;
  if (!image) return null;
  return (
    <Picture
      src={image}
      alt={intl.formatMessage({
        id: 'merchantStreet.StreetBanner.alt',
        defaultMessage: 'Shop street banner',
        description: 'Alt text of the shop street header picture',
      })}
      width={1200}
      height={300}
      sizes={STREET_BANNER_SIZES}
      priority
      css={[BANNER, { height: 'auto', objectFit: 'cover' }]}
    />
  );
}
