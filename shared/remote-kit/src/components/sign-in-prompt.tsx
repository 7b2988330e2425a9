import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, theme } from '@mall/ui-theme';

// The title and the button are the common catalogue's (signIn.*); what signing in is for is the page's own text.
const messages = defineMessages({
  title: { id: 'signIn.title', defaultMessage: 'Please sign in', description: 'Heading on a page that needs a signed-in shopper' },
  action: { id: 'signIn.action', defaultMessage: 'Sign in', description: 'Button that opens the login dialog' },
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

export interface SignInPromptProps {
  /** Why to sign in here ("Sign in to see your orders and refunds."). */
  text: string;
  /** Asks the host for the login dialog (the remote publishes 'auth/loginRequested'): once on mount and on click. */
  onSignIn: () => void;
}

/** What a page that needs a shopper shows signed out: a heading, why, and a button opening the login dialog. */
export function SignInPrompt({ text, onSignIn }: SignInPromptProps) {
  const intl = useIntl();
  const titleId = `sign-in-${useId()}`;
  // Asked once per mount, even if the caller passes a new function on each render.
  const request = useRef(onSignIn);
  request.current = onSignIn;
  useEffect(() => {
    request.current();
  }, []);
  return (
    <section css={box} aria-labelledby={titleId}>
      <h2 id={titleId} css={{ margin: 0, fontSize: theme.font.size.xl }}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p css={{ margin: 0, color: theme.colors.muted }}>{text}</p>
      <Button onClick={onSignIn}>{intl.formatMessage(messages.action)}</Button>
    </section>
  );
}
