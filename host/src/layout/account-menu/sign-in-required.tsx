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
  merchantTitle: {
    id: 'host.SignInRequired.merchantTitle',
    defaultMessage: 'Sign in to apply as a merchant',
    description: 'Heading of the merchant application pages while signed out',
  },
  merchantText: {
    id: 'host.SignInRequired.merchantText',
    defaultMessage:
      'An application is kept with your account: you follow its review and our answer in your application record. No account yet? Create one with your email in the sign-in window; it takes a minute.',
    description: 'Why the merchant application needs an account, shown while signed out',
  },
});

/** What the signed-out visitor was after: an account page, or the merchant application (its form or its record). */
export type SignInPurpose = 'account' | 'merchant';

const box = css({
  padding: `${theme.space.xl} ${theme.space.lg}`,
  background: theme.colors.surface,
  borderRadius: theme.radius.sm,
  textAlign: 'center',
});

/**
 * What an account page shows while nobody is signed in. The merchant application says why it needs an account too:
 * the spec lets a visitor apply, and the application and its answer belong to an account (docs/contract.md).
 */
export function SignInRequired({ purpose = 'account' }: { purpose?: SignInPurpose }) {
  const intl = useIntl();
  const merchant = purpose === 'merchant';
  return (
    <section css={box} aria-labelledby="sign-in-required-title">
      <h1 id="sign-in-required-title" css={{ margin: 0, fontSize: theme.font.size.xl }}>
        {intl.formatMessage(merchant ? messages.merchantTitle : messages.title)}
      </h1>
      <p css={{ color: theme.colors.muted }}>{intl.formatMessage(merchant ? messages.merchantText : messages.text)}</p>
      <Button onClick={() => bus.publish('auth/loginRequested', { tourist: false })}>{intl.formatMessage(messages.signIn)}</Button>
    </section>
  );
}
