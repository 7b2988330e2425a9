import { css } from '@emotion/react';
import { Field } from 'react-final-form';
import { defineMessages, useIntl } from 'react-intl';
import type { PayMethodResponse } from '@mall/contract';
import { fieldError, theme } from '@mall/ui-theme';
import { panel, panelHeading } from '../../../components/panel-styles';
import { enabledPayTypes } from '../pay-types';

const messages = defineMessages({
  title: { id: 'checkout.PayMethodTiles.title', defaultMessage: 'Payment method', description: 'Heading of the payment method choice' },
  stripe: { id: 'checkout.PayMethodTiles.stripe', defaultMessage: 'Bank card', description: 'Card payment method (Stripe)' },
  paypal: { id: 'checkout.PayMethodTiles.paypal', defaultMessage: 'PayPal', description: 'PayPal payment method' },
  wechat: { id: 'checkout.PayMethodTiles.wechat', defaultMessage: 'WeChat Pay', description: 'WeChat payment method' },
  none: {
    id: 'checkout.PayMethodTiles.none',
    defaultMessage: 'No payment method is available right now.',
    description: 'Shown when every payment method is off',
  },
});

const tiles = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md });
const tile = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minWidth: 160,
  padding: `${theme.space.sm} ${theme.space.md}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  cursor: 'pointer',
  '&:focus-within': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&[data-checked="true"]': {
    borderColor: theme.colors.brand,
    background: theme.colors.brandSoft,
    boxShadow: `inset 0 0 0 1px ${theme.colors.brand}`,
  },
});

/** Payment method tiles (a radio group bound to the form's `payType`): only the enabled methods. */
export function PayMethodTiles({ methods }: { methods: PayMethodResponse | null }) {
  const intl = useIntl();
  const types = enabledPayTypes(methods);
  return (
    <section css={panel} aria-labelledby="confirm-pay-title">
      <h2 id="confirm-pay-title" css={panelHeading}>
        {intl.formatMessage(messages.title)}
      </h2>
      {methods && types.length === 0 && <p>{intl.formatMessage(messages.none)}</p>}
      <div role="radiogroup" aria-labelledby="confirm-pay-title" css={tiles}>
        {types.map((type) => (
          <Field key={type} name="payType" type="radio" value={type}>
            {({ input }) => (
              <label css={tile} data-checked={input.checked === true}>
                <input {...input} type="radio" css={{ accentColor: theme.colors.brand }} />
                {intl.formatMessage(messages[type])}
              </label>
            )}
          </Field>
        ))}
      </div>
      <Field name="payType" subscription={{ error: true, touched: true }}>
        {({ meta }) => {
          const message = fieldError(meta);
          return message ? (
            <p role="alert" css={{ margin: `${theme.space.sm} 0 0`, color: theme.colors.danger }}>
              {message}
            </p>
          ) : null;
        }}
      </Field>
    </section>
  );
}
