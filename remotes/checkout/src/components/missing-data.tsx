import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages, localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { HOME_PATH } from '@mall/routes';

const messages = defineMessages({
  title: {
    id: 'checkout.MissingData.title',
    defaultMessage: 'Cannot check the payment status for lack of data',
    description: 'A payment page opened without its order number (spec §8)',
  },
  text: {
    id: 'checkout.MissingData.text',
    defaultMessage: 'Missing order number, cannot view order details',
    description: 'Explanation when the order number is missing (spec §8)',
  },
});

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.md,
  padding: theme.space.xl,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  textAlign: 'center',
});

/** A payment page without the data it needs in its URL. */
export function MissingData() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <section role="alert" css={box}>
      <h2 css={{ margin: 0, fontSize: theme.font.size.xl }}>{intl.formatMessage(messages.title)}</h2>
      <p css={{ margin: 0, color: theme.colors.muted }}>{intl.formatMessage(messages.text)}</p>
      <Link to={localizePath(HOME_PATH, locale)}>{intl.formatMessage(commonMessages.backHome)}</Link>
    </section>
  );
}
