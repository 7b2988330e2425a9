import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { TextField } from '@mall/ui-theme/text-field';
import type { FieldValidator } from '../validators';

export interface TextInputProps {
  name: string;
  label: ReactNode;
  validate?: FieldValidator;
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  /** Something inside the input row after the input (the send-code button). */
  addon?: ReactNode;
}

/** A labelled text input bound to final-form; its error shows under it, referenced by aria-describedby. */
export function TextInput({
  name,
  label,
  validate,
  placeholder,
  hint,
  required,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  addon,
}: TextInputProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <TextField
          input={input}
          meta={meta}
          label={label}
          hint={hint}
          placeholder={placeholder}
          required={required}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          addon={addon}
        />
      )}
    </Field>
  );
}
