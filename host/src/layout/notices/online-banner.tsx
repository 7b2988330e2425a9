import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { Icon } from '../common/icon';
import { useOnlineStatus } from './use-online-status';

const messages = defineMessages({
  offline: {
    id: 'host.OnlineBanner.offline',
    defaultMessage: 'You are offline. Pages and actions will work again when the connection is back.',
    description: 'Banner shown while the browser has no network connection',
  },
});

const banner = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.sm,
  padding: `${theme.space.sm} ${theme.space.md}`,
  background: theme.colors.text,
  color: theme.colors.onBrand,
  fontSize: theme.font.size.md,
});

/** A banner while navigator.onLine is false. */
export function OnlineBanner() {
  const intl = useIntl();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div role="alert" css={banner}>
      <Icon name="offline" size={18} />
      {intl.formatMessage(messages.offline)}
    </div>
  );
}
