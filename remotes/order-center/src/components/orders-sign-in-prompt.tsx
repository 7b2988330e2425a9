import { defineMessages, useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { SignInPrompt } from '@mall/remote-kit';

const messages = defineMessages({
  text: {
    id: 'orderCenter.SignInPrompt.text',
    defaultMessage: 'Sign in to see your orders and refunds.',
    description: 'Explanation on an order page while signed out',
  },
});

const requestLogin = () => bus.publish('auth/loginRequested', { tourist: false });

/** Order and refund details signed out ask for the login dialog (the /users pages get it from the host's layout). */
export function OrdersSignInPrompt() {
  const intl = useIntl();
  return <SignInPrompt text={intl.formatMessage(messages.text)} onSignIn={requestLogin} />;
}
