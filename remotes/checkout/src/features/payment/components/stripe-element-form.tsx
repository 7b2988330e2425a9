import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when asked (the default entry injects it on import, even in test mode).
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Locale } from '@mall/i18n';
import { Button, theme } from '@mall/ui-theme';
import type { ApiFailure } from '@mall/remote-kit';

const messages = defineMessages({
  payNow: { id: 'checkout.StripeElementForm.payNow', defaultMessage: 'Pay now', description: 'Button that confirms the Stripe payment' },
});

/** Stripe.js speaks these of ours; Lao it does not, so Stripe picks from the browser. */
const STRIPE_LOCALE: Record<Locale, StripeElementLocale> = { en: 'en', 'zh-CN': 'zh', fr: 'fr', th: 'th', lao: 'auto' };

const loaders = new Map<string, Promise<Stripe | null>>();

/** Stripe.js comes from Stripe's own host (never bundled): loaded once per publishable key. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let loading = loaders.get(publishableKey);
  if (!loading) {
    loading = loadStripe(publishableKey);
    loaders.set(publishableKey, loading);
  }
  return loading;
}

interface StripeElementFormProps {
  publishableKey: string;
  clientSecret: string;
  locale: Locale;
  /** Where Stripe sends the shopper back (absolute): the result page of this order. */
  returnUrl: string;
  onMessage: (message: ApiFailure | null) => void;
}

function PaymentElementForm({ returnUrl, onMessage }: Pick<StripeElementFormProps, 'returnUrl' | 'onMessage'>) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    onMessage(null);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // Reached only when the payment could not be confirmed (otherwise Stripe has sent the shopper to returnUrl).
    if (error) onMessage({ code: 400, message: error.message ?? '', messageId: error.message ? undefined : 'errors.other' });
    setBusy(false);
  };

  return (
    <form id="payment-form" onSubmit={onSubmit}>
      <div id="payment-element" css={{ marginBottom: theme.space.lg }}>
        <PaymentElement />
      </div>
      <Button id="submit" type="submit" block loading={busy} disabled={!stripe || !elements}>
        {intl.formatMessage(messages.payNow)}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element for the order's PaymentIntent, confirmed with stripe.confirmPayment (keys configured). */
export default function StripeElementForm({ publishableKey, clientSecret, locale, returnUrl, onMessage }: StripeElementFormProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' }, locale: STRIPE_LOCALE[locale] }}>
      <PaymentElementForm returnUrl={returnUrl} onMessage={onMessage} />
    </Elements>
  );
}
