import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MerchantStreetItem } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { SectionHeading } from '../../../components/section-heading';
import { MERCHANT_STREET_PATH, shopPath } from '@mall/routes';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  title: { id: 'catalog.MerchantLogos.title', defaultMessage: 'Featured shops', description: 'Heading of the home merchant logos' },
  more: { id: 'catalog.MerchantLogos.more', defaultMessage: 'Shop street', description: 'Link to the shop street page' },
});

const MERCHANT_LOGO_COUNT = 6;

const list = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const logo = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  color: theme.colors.text,
  textDecoration: 'none',
  fontSize: theme.font.size.sm,
  textAlign: 'center',
  '&:hover, &:focus-visible': { boxShadow: theme.shadow.card, color: theme.colors.brandStrong },
});

/** The first six shops of the street as logos, each linking to its home page. */
export function MerchantLogos({ merchants }: { merchants: readonly MerchantStreetItem[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const shown = merchants.slice(0, MERCHANT_LOGO_COUNT);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="merchant-logos-title">
      <SectionHeading
        id="merchant-logos-title"
        action={
          <Link to={localizePath(MERCHANT_STREET_PATH, locale)} css={{ color: theme.colors.brandStrong }}>
            {intl.formatMessage(messages.more)}
          </Link>
        }
      >
        {intl.formatMessage(messages.title)}
      </SectionHeading>
      <ul css={list}>
        {shown.map((merchant) => (
          <li key={merchant.id}>
            <Link to={localizePath(shopPath(merchant.id), locale)} css={logo}>
              <Picture src={merchant.avatar} width={72} height={72} sizes="72px" css={{ borderRadius: '50%', objectFit: 'cover' }} />
              <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' }}>{merchant.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
