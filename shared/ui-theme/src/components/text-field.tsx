import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
// Not part of the shared singleton (package.json "exports"): each app bundles it if it uses it; the theme is
// the singleton's, through the package's own name.
import { fieldError, theme, type FieldInputLike, type FieldMetaLike } from '@mall/ui-theme';
import { describedByOf, FieldFrame, frameStyles } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'> {
  label: ReactNode;
  /** Translated error text; wins over final-form's meta. */
  error?: string;
  /** Translated help text under the field. */
  hint?: ReactNode;
  /** Spread of react-final-form's `input`. */
  input?: FieldInputLike<string>;
  /** Spread of react-final-form's `meta`. */
  meta?: FieldMetaLike;
  name?: string;
  value?: string;
  onChange?: FieldInputLike<string>['onChange'];
  onBlur?: FieldInputLike<string>['onBlur'];
  onFocus?: FieldInputLike<string>['onFocus'];
  /** Something after the input inside the row (e.g. a "send code" button). */
  addon?: ReactNode;
}

const input = css({
  flex: 1,
  padding: `0 ${theme.space.md}`,
  '&:disabled': { background: theme.colors.background },
});
const row = css({ display: 'flex', gap: theme.space.sm, alignItems: 'stretch' });

/** A labelled text input with its hint and error (the FieldFrame), and something after it in the row if given. */
export function TextField({ label, error, hint, input: fieldInput, meta, addon, id, type = 'text', required, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const shownError = error ?? fieldError(meta);
  return (
    <FieldFrame controlId={inputId} label={label} required={required} hint={hint} error={shownError}>
      <div css={row}>
        <input
          {...rest}
          {...fieldInput}
          id={inputId}
          type={type}
          required={required}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedByOf(inputId, hint, shownError)}
          css={[frameStyles.control, input]}
        />
        {addon}
      </div>
    </FieldFrame>
  );
}
