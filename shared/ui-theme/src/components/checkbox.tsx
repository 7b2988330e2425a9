import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
// Not part of the shared singleton (package.json "exports"): each app bundles it if it uses it; the theme is
// the singleton's, through the package's own name.
import { fieldError, theme, type FieldInputLike, type FieldMetaLike } from '@mall/ui-theme';
import { frameStyles } from './field-frame';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
> {
  label: ReactNode;
  error?: string;
  /** Spread of react-final-form's `input` for a `type="checkbox"` Field. */
  input?: FieldInputLike<unknown>;
  meta?: FieldMetaLike;
  name?: string;
  value?: string;
  onChange?: FieldInputLike<unknown>['onChange'];
  onBlur?: FieldInputLike<unknown>['onBlur'];
  onFocus?: FieldInputLike<unknown>['onFocus'];
}

const row = css({ display: 'inline-flex', alignItems: 'flex-start', gap: theme.space.sm, cursor: 'pointer' });
const box = css({ width: 16, height: 16, marginTop: 3, accentColor: theme.colors.brand, cursor: 'inherit' });

export function Checkbox({ label, error, input, meta, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const errorId = `${inputId}-error`;
  const shownError = error ?? fieldError(meta);
  const { value: inputValue, ...inputRest } = input ?? {};
  return (
    <div>
      <label htmlFor={inputId} css={row}>
        <input
          {...rest}
          {...inputRest}
          value={typeof inputValue === 'string' ? inputValue : rest.value}
          id={inputId}
          type="checkbox"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          css={box}
        />
        <span>{label}</span>
      </label>
      {shownError && (
        <div id={errorId} role="alert" css={frameStyles.error}>
          {shownError}
        </div>
      )}
    </div>
  );
}
