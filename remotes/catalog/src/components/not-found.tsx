import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages, localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { HOME_PATH } from '@mall/routes';

const messages = defineMessages({
  title: {
    id: 'catalog.NotFound.title',
    defaultMessage: 'This page could not be found',
    description: 'Heading of the not-found page (e.g. a product id that does not exist)',
  },
  detail: {
    id: 'catalog.NotFound.detail',
    defaultMessage: 'What you are looking for may have been removed, or the link is wrong.',
    description: 'Explanation under the not-found heading',
  },
});

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.xl} ${theme.space.md}`,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  textAlign: 'center',
});
const code = css({ margin: 0, fontSize: 64, fontWeight: 700, color: theme.colors.brand, lineHeight: 1 });
const home = css({
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  textDecoration: 'none',
  fontWeight: 600,
});

/** The remote's own 404: shown when the API answers code 404 for what the URL names. */
export function NotFound() {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  return (
    <section css={box}>
      <p css={code} aria-hidden="true">
        404
      </p>
      <h1 css={{ margin: 0 }}>{title}</h1>
      <p css={{ margin: 0, color: theme.colors.muted }}>{intl.formatMessage(messages.detail)}</p>
      <Link to={localizePath(HOME_PATH, locale)} css={home}>
        {intl.formatMessage(commonMessages.backHome)}
      </Link>
    </section>
  );
}
