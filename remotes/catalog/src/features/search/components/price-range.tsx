import { css } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import { defineMessages, useIntl } from 'react-intl';
import { Button, theme, visuallyHidden } from '@mall/ui-theme';
import { normalizePrice, validatePriceRange, type PriceRange } from '../price-range-rules';

const messages = defineMessages({
  label: { id: 'catalog.PriceRange.label', defaultMessage: 'Price range', description: 'Accessible name of the price filter' },
  min: { id: 'catalog.PriceRange.min', defaultMessage: 'Minimum price', description: 'Label of the lowest price input' },
  max: { id: 'catalog.PriceRange.max', defaultMessage: 'Maximum price', description: 'Label of the highest price input' },
  minPlaceholder: { id: 'catalog.PriceRange.minPlaceholder', defaultMessage: 'Min', description: 'Placeholder of the lowest price input' },
  maxPlaceholder: { id: 'catalog.PriceRange.maxPlaceholder', defaultMessage: 'Max', description: 'Placeholder of the highest price input' },
  clear: { id: 'catalog.PriceRange.clear', defaultMessage: 'Clear', description: 'Empties the price range' },
  confirm: { id: 'catalog.PriceRange.confirm', defaultMessage: 'Confirm', description: 'Applies the price range' },
  invalid: {
    id: 'catalog.PriceRange.invalid',
    defaultMessage: 'Enter a price such as 25 or 25.90',
    description: 'Error: the price is not a number (at most two decimals, not negative)',
  },
  order: {
    id: 'catalog.PriceRange.order',
    defaultMessage: 'The minimum price cannot be higher than the maximum price',
    description: 'Error: the range is reversed',
  },
});

const row = css({ display: 'flex', alignItems: 'center', gap: theme.space.sm, flexWrap: 'wrap' });
const input = css({
  width: 96,
  height: 32,
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radius.sm,
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
});
const error = css({ flexBasis: '100%', color: theme.colors.danger, fontSize: theme.font.size.sm });

/**
 * Lowest and highest price with Clear and Confirm. The form state belongs to final-form; a valid range is
 * handed to `onApply` (the page writes it into the URL). `key` the form on the applied values to reset it.
 */
export function PriceRangeFilter({ applied, onApply }: { applied: PriceRange; onApply: (range: PriceRange) => void }) {
  const intl = useIntl();
  const errorText = { invalid: intl.formatMessage(messages.invalid), order: intl.formatMessage(messages.order) };
  return (
    <Form<PriceRange>
      initialValues={applied}
      validate={(values) => validatePriceRange(values, errorText)}
      onSubmit={(values) => onApply({ minPrice: normalizePrice(values.minPrice), maxPrice: normalizePrice(values.maxPrice) })}
      render={({ handleSubmit, form, errors, submitFailed }) => {
        const shown = submitFailed ? (errors?.minPrice ?? errors?.maxPrice) : undefined;
        return (
          <form role="group" aria-label={intl.formatMessage(messages.label)} onSubmit={handleSubmit} noValidate css={row}>
            {(['minPrice', 'maxPrice'] as const).map((name, index) => (
              <Field<string> key={name} name={name}>
                {({ input: field, meta }) => (
                  <>
                    {index === 1 && <span aria-hidden="true">–</span>}
                    <label htmlFor={`price-range-${name}`} css={visuallyHidden}>
                      {intl.formatMessage(name === 'minPrice' ? messages.min : messages.max)}
                    </label>
                    <input
                      {...field}
                      value={field.value ?? ''}
                      id={`price-range-${name}`}
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder={intl.formatMessage(name === 'minPrice' ? messages.minPlaceholder : messages.maxPlaceholder)}
                      aria-invalid={submitFailed && meta.error ? true : undefined}
                      aria-describedby={submitFailed && meta.error ? 'price-range-error' : undefined}
                      css={input}
                    />
                  </>
                )}
              </Field>
            ))}
            <Button
              variant="secondary"
              onClick={() => {
                form.reset({ minPrice: '', maxPrice: '' });
                onApply({ minPrice: '', maxPrice: '' });
              }}
            >
              {intl.formatMessage(messages.clear)}
            </Button>
            <Button type="submit">{intl.formatMessage(messages.confirm)}</Button>
            {shown && (
              <span id="price-range-error" role="alert" css={error}>
                {shown}
              </span>
            )}
          </form>
        );
      }}
    />
  );
}
