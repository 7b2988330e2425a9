import { useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';

/** The picture across the top of the shop street (from the home data); nothing without one. */
export function StreetBanner({ image }: { image: string }) {
  const intl = useIntl();
  if (!image) return null;
  return (
    <img
      src={image}
      alt={intl.formatMessage({ id: 'merchantStreet.StreetBanner.alt', defaultMessage: 'Shop street banner', description: 'Alt text of the shop street header picture' })}
      width={1200}
      height={300}
      css={{ display: 'block', width: '100%', height: 'auto', maxHeight: 300, objectFit: 'cover', borderRadius: theme.radius.md }}
    />
  );
}
