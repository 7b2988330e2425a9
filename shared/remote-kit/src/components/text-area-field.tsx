import { css } from '@emotion/react';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { fieldError, theme, type FieldInputLike, type FieldMetaLike } from '@mall/ui-theme';
import { describedByOf, FieldFrame, frameStyles } from '@mall/ui-theme/field-frame';

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

const area = css({ minHeight: 72, padding: theme.space.sm, font: 'inherit', resize: 'vertical' });

/** A multi-line field in the theme's field frame (label, hint, error), with the look of its TextField. */
export function TextAreaField({ label, input, meta, hint, eagerError = false, required, id, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? `area-${autoId}`;
  const shownError = eagerError && typeof meta.error === 'string' ? meta.error : fieldError(meta);
  return (
    <FieldFrame controlId={fieldId} label={label} required={required} hint={hint} error={shownError}>
      <textarea
        {...rest}
        {...input}
        id={fieldId}
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedByOf(fieldId, hint, shownError)}
        css={[frameStyles.control, area]}
      />
    </FieldFrame>
  );
}
