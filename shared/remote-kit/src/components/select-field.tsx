import { css } from '@emotion/react';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { fieldError, theme, type FieldInputLike, type FieldMetaLike } from '@mall/ui-theme';
import { describedByOf, FieldFrame, frameStyles } from '@mall/ui-theme/field-frame';

const select = css({ padding: `0 ${theme.space.sm}`, font: 'inherit' });

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
> {
  label: ReactNode;
  /** Spread of react-final-form's `input` (a string field). */
  input: FieldInputLike<string, HTMLSelectElement>;
  /** final-form's `meta`; none for a field that cannot be wrong (it always has a value). */
  meta?: FieldMetaLike;
  /** The choices; or pass `<option>` children instead. */
  options?: readonly SelectOption[];
  /** The first, empty choice of `options` ("Choose a category"); none when the field always has a value. */
  placeholder?: string;
  /** Shown under the select, announced politely when it changes (e.g. the fee of the chosen category). */
  hint?: ReactNode;
  children?: ReactNode;
}

/** A native select with the look, label, hint and error of the theme's TextField, bound to a final-form field. */
export function SelectField({ label, input, meta, options, placeholder, hint, required, id, children, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? `select-${autoId}`;
  const error = fieldError(meta);
  return (
    <FieldFrame controlId={fieldId} label={label} required={required} hint={hint} liveHint error={error}>
      <select
        {...rest}
        {...input}
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(fieldId, hint, error)}
        css={[frameStyles.control, select]}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}
