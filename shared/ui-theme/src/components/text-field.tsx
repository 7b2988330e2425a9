import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
// Not part of the shared singleton (package.json "exports"): each app bundles it if it uses it; the theme is
// the singleton's, through the package's own name.
import { fieldError, theme, type FieldInputLike, type FieldMetaLike } from '@mall/ui-theme';

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

export const fieldStyles = {
  wrapper: css({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, marginBottom: theme.space.md }),
  label: css({ fontSize: theme.font.size.md, color: theme.colors.text }),
  row: css({ display: 'flex', gap: theme.space.sm, alignItems: 'stretch' }),
  input: css({
    flex: 1,
    // An input's default width (its `size`) must not hold the field wider than its column.
    minWidth: 0,
    minHeight: 40,
    padding: `0 ${theme.space.md}`,
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    color: theme.colors.text,
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
    '&:disabled': { background: theme.colors.background },
    // Shown, not editable (an account's email in its settings): no box to type in, no text cursor.
    '&[readonly]': { background: theme.colors.background, borderColor: 'transparent', cursor: 'default' },
  }),
  hint: css({ fontSize: theme.font.size.sm, color: theme.colors.muted }),
  error: css({ fontSize: theme.font.size.sm, color: theme.colors.danger }),
};

/** A field's label, with the required mark. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} css={fieldStyles.label}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

/** What a field says under its input: the help text and the error (an alert), each with its id for aria-describedby. */
export function FieldNotes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint && (
        <span id={hintId} css={fieldStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} role="alert" css={fieldStyles.error}>
          {error}
        </span>
      )}
    </>
  );
}

export function TextField({ label, error, hint, input, meta, addon, id, type = 'text', required, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const shownError = error ?? fieldError(meta);
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div css={fieldStyles.wrapper}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <div css={fieldStyles.row}>
        <input
          {...rest}
          {...input}
          id={inputId}
          type={type}
          required={required}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          css={fieldStyles.input}
        />
        {addon}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={shownError} errorId={errorId} />
    </div>
  );
}
