import { defineMessages, useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { SignInPrompt } from '@mall/remote-kit';

const messages = defineMessages({
  text: {
    id: 'checkout.SignInPrompt.text',
    defaultMessage: 'Sign in to see your cart and place orders.',
    description: 'Explanation shown on a checkout page while signed out',
  },
});

// A shopper (not a visitor) is asked for, as the original cart did.
const requestLogin = () => bus.publish('auth/loginRequested', {});

/** What a checkout page shows signed out; it asks the host for the login dialog once. */
export function CheckoutSignInPrompt() {
  const intl = useIntl();
  return <SignInPrompt text={intl.formatMessage(messages.text)} onSignIn={requestLogin} />;
}
