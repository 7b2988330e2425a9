import { css } from '@emotion/react';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { fieldError, theme, type FieldInputLike, type FieldMetaLike } from '@mall/ui-theme';

const styles = {
  wrapper: css({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, marginBottom: theme.space.md }),
  label: css({ fontSize: theme.font.size.md, color: theme.colors.text }),
  select: css({
    minHeight: 40,
    padding: `0 ${theme.space.sm}`,
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
  }),
  hint: css({ fontSize: theme.font.size.sm, color: theme.colors.muted }),
  error: css({ fontSize: theme.font.size.sm, color: theme.colors.danger }),
};

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
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ');
  return (
    <div css={styles.wrapper}>
      <label htmlFor={fieldId} css={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        {...rest}
        {...input}
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        css={styles.select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {hint && (
        <div id={`${fieldId}-hint`} aria-live="polite" css={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <span id={`${fieldId}-error`} role="alert" css={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
