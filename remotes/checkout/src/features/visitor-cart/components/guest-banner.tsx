import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { Button, theme } from '@mall/ui-theme';

const messages = defineMessages({
  text: {
    id: 'checkout.GuestBanner.text',
    defaultMessage: 'You are shopping as a guest. Have an account? Sign in and this cart moves into it.',
    description: 'Note on the cart page for a guest (tourist) shopper',
  },
  signIn: {
    id: 'checkout.GuestBanner.signIn',
    defaultMessage: 'Sign in to your account',
    description: 'Button that opens the login dialog for a guest',
  },
});

const box = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  padding: `${theme.space.sm} ${theme.space.md}`,
  marginBottom: theme.space.md,
  border: `1px solid ${theme.colors.brand}`,
  borderRadius: theme.radius.md,
  background: theme.colors.brandSoft,
});

/** A guest may sign in to a real account: the host's login dialog opens, the cart follows (visitor-cart saga). */
export function GuestBanner() {
  const intl = useIntl();
  return (
    <div css={box} role="note">
      <span>{intl.formatMessage(messages.text)}</span>
      <Button variant="secondary" onClick={() => bus.publish('auth/loginRequested', { tourist: false })}>
        {intl.formatMessage(messages.signIn)}
      </Button>
    </div>
  );
}
