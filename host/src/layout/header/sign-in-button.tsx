import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { theme } from '@mall/ui-theme';
import { Icon } from '../common/icon';

const messages = defineMessages({
  signIn: { id: 'host.SignInButton.signIn', defaultMessage: 'Sign in', description: 'Header link that opens the login dialog' },
});

const button = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  height: 40,
  padding: `0 ${theme.space.sm}`,
  border: 0,
  background: 'none',
  color: theme.colors.text,
  fontSize: theme.font.size.md,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { color: theme.colors.brandStrong },
});

/** Opens the login dialog; the guest option stays hidden (it is offered only when buying). */
export function SignInButton() {
  const intl = useIntl();
  return (
    <button type="button" css={button} onClick={() => bus.publish('auth/loginRequested', { tourist: false })}>
      <Icon name="person" size={20} />
      {intl.formatMessage(messages.signIn)}
    </button>
  );
}
