import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { fieldError, theme } from '@mall/ui-theme';
import { describedByOf, FieldFrame, frameStyles } from '@mall/ui-theme/field-frame';
import { CountryCodeSelect } from './country-code-select';
import { DEFAULT_COUNTRY } from './country-options';
import type { FieldValidator } from '@mall/remote-kit/form';

export interface PhoneFieldProps {
  label: ReactNode;
  placeholder: string;
  validate?: FieldValidator;
  required?: boolean;
  /** Something after the input (a send-code button). */
  addon?: ReactNode;
}

const styles = {
  row: css({ display: 'flex', gap: theme.space.sm, alignItems: 'stretch' }),
  input: css({ flex: 1, minWidth: 0, padding: `0 ${theme.space.md}` }),
};

/** Dial-code picker (field `country`) and phone number (field `phone`) on one labelled row. */
export function PhoneField({ label, placeholder, validate, required, addon }: PhoneFieldProps) {
  const inputId = `phone-${useId()}`;
  return (
    <Field<string> name="phone" validate={validate}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldFrame controlId={inputId} label={label} required={required} error={error}>
            <div css={styles.row}>
              <Field<string> name="country">
                {({ input: country }) => (
                  <CountryCodeSelect value={country.value || DEFAULT_COUNTRY} onChange={(code) => country.onChange(code)} />
                )}
              </Field>
              <input
                {...input}
                id={inputId}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={placeholder}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedByOf(inputId, undefined, error)}
                css={[frameStyles.control, styles.input]}
              />
              {addon}
            </div>
          </FieldFrame>
        );
      }}
    </Field>
  );
}
