import { css } from '@emotion/react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { Button, theme } from '@mall/ui-theme';

const messages = defineMessages({
  title: { id: 'checkout.SignInPrompt.title', defaultMessage: 'Please sign in', description: 'Heading shown on a checkout page while signed out' },
  text: {
    id: 'checkout.SignInPrompt.text',
    defaultMessage: 'Sign in to see your cart and place orders.',
    description: 'Explanation shown on a checkout page while signed out',
  },
  signIn: { id: 'checkout.SignInPrompt.signIn', defaultMessage: 'Sign in', description: 'Button that opens the login dialog' },
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

/** What a checkout page shows signed out; it asks the host for the login dialog once, as the original cart did. */
export function SignInPrompt() {
  const intl = useIntl();
  useEffect(() => {
    bus.publish('auth/loginRequested', {});
  }, []);
  return (
    <section css={box} aria-labelledby="checkout-sign-in-title">
      <h2 id="checkout-sign-in-title" css={{ margin: 0, fontSize: theme.font.size.xl }}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p css={{ margin: 0, color: theme.colors.muted }}>{intl.formatMessage(messages.text)}</p>
      <Button onClick={() => bus.publish('auth/loginRequested', {})}>{intl.formatMessage(messages.signIn)}</Button>
    </section>
  );
}
