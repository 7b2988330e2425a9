import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { Button, theme } from '@mall/ui-theme';

const messages = defineMessages({
  title: {
    id: 'host.SignInRequired.title',
    defaultMessage: 'Please sign in',
    description: 'Heading shown on account pages while signed out',
  },
  text: {
    id: 'host.SignInRequired.text',
    defaultMessage: 'Sign in to see your orders, refunds, reviews and account settings.',
    description: 'Explanation shown on account pages while signed out',
  },
  signIn: { id: 'host.SignInRequired.signIn', defaultMessage: 'Sign in', description: 'Button that opens the login dialog' },
});

const box = css({
  padding: `${theme.space.xl} ${theme.space.lg}`,
  background: theme.colors.surface,
  borderRadius: theme.radius.sm,
  textAlign: 'center',
});

/** What an account page shows while nobody is signed in. */
export function SignInRequired() {
  const intl = useIntl();
  return (
    <section css={box} aria-labelledby="sign-in-required-title">
      <h1 id="sign-in-required-title" css={{ margin: 0, fontSize: theme.font.size.xl }}>
        {intl.formatMessage(messages.title)}
      </h1>
      <p css={{ color: theme.colors.muted }}>{intl.formatMessage(messages.text)}</p>
      <Button onClick={() => bus.publish('auth/loginRequested', { tourist: false })}>{intl.formatMessage(messages.signIn)}</Button>
    </section>
  );
}
