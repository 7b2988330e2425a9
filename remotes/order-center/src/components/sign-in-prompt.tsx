import { css } from '@emotion/react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { Button, theme } from '@mall/ui-theme';

const messages = defineMessages({
  title: { id: 'orderCenter.SignInPrompt.title', defaultMessage: 'Please sign in', description: 'Heading on an order page while signed out' },
  text: {
    id: 'orderCenter.SignInPrompt.text',
    defaultMessage: 'Sign in to see your orders and refunds.',
    description: 'Explanation on an order page while signed out',
  },
  signIn: { id: 'orderCenter.SignInPrompt.signIn', defaultMessage: 'Sign in', description: 'Button that opens the login dialog' },
});

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.xl} ${theme.space.lg}`,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  textAlign: 'center',
});

/**
 * What an order page outside the account menu (order and refund details) shows signed out: it asks the host for
 * the login dialog once (the /users pages get this from the host's layout).
 */
export function SignInPrompt() {
  const intl = useIntl();
  useEffect(() => {
    bus.publish('auth/loginRequested', { tourist: false });
  }, []);
  return (
    <section css={box} aria-labelledby="order-center-sign-in-title">
      <h2 id="order-center-sign-in-title" css={{ margin: 0, fontSize: theme.font.size.xl }}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p css={{ margin: 0, color: theme.colors.muted }}>{intl.formatMessage(messages.text)}</p>
      <Button onClick={() => bus.publish('auth/loginRequested', { tourist: false })}>{intl.formatMessage(messages.signIn)}</Button>
    </section>
  );
}
