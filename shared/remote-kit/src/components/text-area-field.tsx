import { css } from '@emotion/react';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { fieldError, theme, type FieldInputLike, type FieldMetaLike } from '@mall/ui-theme';
import { FieldLabel, FieldNotes, fieldStyles as textFieldStyles } from '@mall/ui-theme/text-field';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
> {
  label: ReactNode;
  /** Spread of react-final-form's `input`. */
  input: FieldInputLike<string, HTMLTextAreaElement>;
  meta: FieldMetaLike;
  /** Shown under the field (e.g. a character counter), announced with it. */
  hint?: ReactNode;
  /** Show the error without waiting for the field to be visited (a limit passed while typing). */
  eagerError?: boolean;
}

// The look of the theme's TextField, for a textarea.
const fieldStyles = {
  wrapper: textFieldStyles.wrapper,
  input: css({
    minHeight: 72,
    padding: theme.space.sm,
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    resize: 'vertical',
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
  }),
};

/** A multi-line field with the look, label, hint and error of the theme's TextField. */
export function TextAreaField({ label, input, meta, hint, eagerError = false, required, id, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? `area-${autoId}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const shownError = eagerError && typeof meta.error === 'string' ? meta.error : fieldError(meta);
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div css={fieldStyles.wrapper}>
      <FieldLabel htmlFor={fieldId} label={label} required={required} />
      <textarea
        {...rest}
        {...input}
        id={fieldId}
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
        css={fieldStyles.input}
      />
      <FieldNotes hint={hint} hintId={hintId} error={shownError} errorId={errorId} />
    </div>
  );
}
