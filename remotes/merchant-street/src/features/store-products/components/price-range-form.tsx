import { css } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '@mall/i18n';
import { Button, theme } from '@mall/ui-theme';

export interface PriceRange {
  minPrice: string;
  maxPrice: string;
}

/** An amount the price filter takes: up to 9 digits, at most two decimals. */
export const PRICE_AMOUNT = /^[0-9]{1,9}(\.[0-9]{1,2})?$/;

const input = css({
  width: 90,
  minHeight: 32,
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radius.sm,
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
});

interface PriceFieldProps {
  name: keyof PriceRange;
  label: string;
  validate: (value: string | undefined) => string | undefined;
  submitFailed: boolean | undefined;
}

/** One end of the range: its label is also its placeholder; marked invalid once a submit failed. */
function PriceField({ name, label, validate, submitFailed }: PriceFieldProps) {
  return (
    <Field name={name} validate={validate}>
      {({ input: field, meta }) => (
        <input
          {...field}
          inputMode="decimal"
          css={input}
          aria-invalid={submitFailed && meta.invalid ? true : undefined}
          aria-label={label}
          placeholder={label}
        />
      )}
    </Field>
  );
}

/** Lowest and highest price with Confirm and Clear; amounts with at most two decimals, lowest ≤ highest. */
export function PriceRangeForm({ value, onChange }: { value: PriceRange; onChange: (range: PriceRange) => void }) {
  const intl = useIntl();
  const badAmount = intl.formatMessage({
    id: 'merchantStreet.PriceRangeForm.amount',
    defaultMessage: 'Enter an amount such as 25 or 19.90',
    description: 'Price range: not an amount',
  });
  const badOrder = intl.formatMessage({
    id: 'merchantStreet.PriceRangeForm.order',
    defaultMessage: 'The lowest price must not be above the highest',
    description: 'Price range: min above max',
  });
  const amount = (v: string | undefined) => (v && !PRICE_AMOUNT.test(v.trim()) ? badAmount : undefined);
  return (
    <Form<Partial<PriceRange>>
      initialValues={value}
      validate={(values) => {
        const min = values.minPrice?.trim();
        const max = values.maxPrice?.trim();
        if (min && max && PRICE_AMOUNT.test(min) && PRICE_AMOUNT.test(max) && Number(min) > Number(max)) return { maxPrice: badOrder };
        return {};
      }}
      onSubmit={(values) => onChange({ minPrice: values.minPrice?.trim() ?? '', maxPrice: values.maxPrice?.trim() ?? '' })}
      render={({ handleSubmit, form, errors, submitFailed }) => {
        const shown = submitFailed ? (errors?.minPrice ?? errors?.maxPrice) : undefined;
        return (
          <form
            onSubmit={handleSubmit}
            aria-label={intl.formatMessage({
              id: 'merchantStreet.PriceRangeForm.label',
              defaultMessage: 'Price range',
              description: 'Name of the price filter',
            })}
            css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, flexWrap: 'wrap' }}
            noValidate
          >
            <PriceField
              name="minPrice"
              validate={amount}
              submitFailed={submitFailed}
              label={intl.formatMessage({
                id: 'merchantStreet.PriceRangeForm.min',
                defaultMessage: 'Lowest price',
                description: 'The lowest price of the range filter (field name and placeholder)',
              })}
            />
            <span aria-hidden="true">–</span>
            <PriceField
              name="maxPrice"
              validate={amount}
              submitFailed={submitFailed}
              label={intl.formatMessage({
                id: 'merchantStreet.PriceRangeForm.max',
                defaultMessage: 'Highest price',
                description: 'The highest price of the range filter (field name and placeholder)',
              })}
            />
            <Button
              variant="secondary"
              onClick={() => {
                form.reset({ minPrice: '', maxPrice: '' });
                onChange({ minPrice: '', maxPrice: '' });
              }}
            >
              <FormattedMessage id="merchantStreet.PriceRangeForm.clear" defaultMessage="Clear" description="Clears the price range" />
            </Button>
            <Button type="submit">
              <FormattedMessage {...commonMessages.confirm} />
            </Button>
            {shown && (
              <span role="alert" css={{ color: theme.colors.danger, fontSize: theme.font.size.sm }}>
                {shown}
              </span>
            )}
          </form>
        );
      }}
    />
  );
}
