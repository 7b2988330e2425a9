import { css } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import { defineMessages, useIntl } from 'react-intl';
import { Button, theme } from '@mall/ui-theme';
import { TextField } from '@mall/ui-theme/text-field';
import { cardDigits, formatCardNumber, formatExpiry, parseExpiry } from '../card-fields';
import { useCardValidators } from '../use-card-validators';

const messages = defineMessages({
  cardNumber: { id: 'checkout.TestCardForm.cardNumber', defaultMessage: 'Card number', description: 'Label of the card number' },
  expiry: { id: 'checkout.TestCardForm.expiry', defaultMessage: 'Expiry date (MM/YY)', description: 'Label of the card expiry date' },
  cvc: { id: 'checkout.TestCardForm.cvc', defaultMessage: 'Security code (CVC)', description: 'Label of the card security code' },
  name: { id: 'checkout.TestCardForm.name', defaultMessage: 'Name on the card', description: 'Label of the cardholder name' },
  payNow: { id: 'checkout.TestCardForm.payNow', defaultMessage: 'Pay now', description: 'Button that pays with the card' },
});

interface TestCardValues {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

interface TestCardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

// Two equal columns that may be narrower than an input's default width (`minmax(0, 1fr)`, not `1fr`, whose minimum is
// the content's): the security code no longer sticks out past the form (issue 32, defect 2).
const row = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space.md });

interface TestCardFormProps {
  busy: boolean;
  onPay: (card: TestCardDetails) => void;
}

/** The built-in card form of test mode: the states and checks of the Payment Element, sent to the test provider. */
export function TestCardForm({ busy, onPay }: TestCardFormProps) {
  const intl = useIntl();
  const validators = useCardValidators();
  return (
    <Form<TestCardValues>
      onSubmit={(values) => {
        const expiry = parseExpiry(values.expiry ?? '');
        if (typeof expiry === 'string') return;
        onPay({
          cardNumber: cardDigits(values.cardNumber ?? ''),
          expMonth: expiry.month,
          expYear: expiry.year,
          cvc: (values.cvc ?? '').trim(),
        });
      }}
      render={({ handleSubmit }) => (
        <form id="payment-form" onSubmit={handleSubmit} noValidate>
          <Field name="cardNumber" validate={validators.cardNumber} parse={formatCardNumber}>
            {({ input, meta }) => (
              <TextField
                label={intl.formatMessage(messages.cardNumber)}
                input={input}
                meta={meta}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                required
              />
            )}
          </Field>
          <div css={row}>
            <Field name="expiry" validate={validators.expiry} parse={formatExpiry}>
              {({ input, meta }) => (
                <TextField
                  label={intl.formatMessage(messages.expiry)}
                  input={input}
                  meta={meta}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  required
                />
              )}
            </Field>
            <Field name="cvc" validate={validators.cvc} parse={(value: string) => cardDigits(value ?? '').slice(0, 4)}>
              {({ input, meta }) => (
                <TextField
                  label={intl.formatMessage(messages.cvc)}
                  input={input}
                  meta={meta}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  required
                />
              )}
            </Field>
          </div>
          <Field name="name" validate={validators.name}>
            {({ input, meta }) => (
              <TextField label={intl.formatMessage(messages.name)} input={input} meta={meta} autoComplete="cc-name" required />
            )}
          </Field>
          <Button id="submit" type="submit" block loading={busy}>
            {intl.formatMessage(messages.payNow)}
          </Button>
        </form>
      )}
    />
  );
}
