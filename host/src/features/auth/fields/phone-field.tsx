import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { fieldError } from '@mall/ui-theme';
import { FieldLabel, fieldStyles as styles } from '@mall/ui-theme/text-field';
import { CountryCodeSelect } from './country-code-select';
import { DEFAULT_COUNTRY } from './country-options';
import { loginStyles } from '../dialog/login-styles';
import type { FieldValidator } from '@mall/remote-kit/form';

export interface PhoneFieldProps {
  label: ReactNode;
  placeholder: string;
  validate?: FieldValidator;
  required?: boolean;
  /** Something after the input (a send-code button). */
  addon?: ReactNode;
}

/** Dial-code picker (field `country`) and phone number (field `phone`) on one labelled row. */
export function PhoneField({ label, placeholder, validate, required, addon }: PhoneFieldProps) {
  const inputId = `phone-${useId()}`;
  const errorId = `${inputId}-error`;
  return (
    <div css={styles.wrapper}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <Field<string> name="phone" validate={validate}>
        {({ input, meta }) => {
          const error = fieldError(meta);
          return (
            <>
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
                  aria-describedby={error ? errorId : undefined}
                  css={styles.input}
                />
                {addon}
              </div>
              {error && (
                <span id={errorId} role="alert" css={loginStyles.fieldError}>
                  {error}
                </span>
              )}
            </>
          );
        }}
      </Field>
    </div>
  );
}
