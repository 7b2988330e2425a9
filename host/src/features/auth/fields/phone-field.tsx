import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { fieldError, theme } from '@mall/ui-theme';
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

const styles = {
  wrapper: css({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, marginBottom: theme.space.md }),
  label: css({ fontSize: theme.font.size.md, color: theme.colors.text }),
  row: css({ display: 'flex', gap: theme.space.sm, alignItems: 'stretch' }),
  input: css({
    flex: 1,
    minWidth: 0,
    minHeight: 40,
    padding: `0 ${theme.space.md}`,
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    color: theme.colors.text,
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
  }),
};

/** Dial-code picker (field `country`) and phone number (field `phone`) on one labelled row. */
export function PhoneField({ label, placeholder, validate, required, addon }: PhoneFieldProps) {
  const inputId = `phone-${useId()}`;
  const errorId = `${inputId}-error`;
  return (
    <div css={styles.wrapper}>
      <label htmlFor={inputId} css={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
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
