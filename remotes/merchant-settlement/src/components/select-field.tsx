import { css } from '@emotion/react';
import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { fieldError, theme, type FieldMetaLike } from '@mall/ui-theme';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  /** react-final-form's `input` of a string field. */
  input: {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
    onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
    onFocus: (event: FocusEvent<HTMLSelectElement>) => void;
  };
  meta?: FieldMetaLike;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose a category"); none when the field always has a value. */
  placeholder?: string;
  required?: boolean;
  /** Shown under the select, announced politely when it changes. */
  hint?: ReactNode;
}

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
    fontSize: theme.font.size.md,
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
  }),
  hint: css({ fontSize: theme.font.size.sm, color: theme.colors.muted }),
  error: css({ fontSize: theme.font.size.sm, color: theme.colors.danger }),
};

/** A labelled native select bound to final-form; its error shows under it like the text fields'. */
export function SelectField({ label, input, meta, options, placeholder, required, hint }: SelectFieldProps) {
  const id = `select-${useId()}`;
  const error = fieldError(meta);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div css={styles.wrapper}>
      <label htmlFor={id} css={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        {...input}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        css={styles.select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <div id={`${id}-hint`} aria-live="polite" css={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <span id={`${id}-error`} role="alert" css={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
