import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { TextField } from '@mall/ui-theme/text-field';
import type { FieldValidator } from './validators';

export interface InputFieldProps {
  name: string;
  label: ReactNode;
  validate?: FieldValidator;
  type?: 'text' | 'email' | 'password';
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  /** Something inside the input row after the input (a send-code button). */
  addon?: ReactNode;
}

/** A labelled text input bound to final-form; its error shows under it, referenced by aria-describedby. */
export function InputField({ name, label, validate, type = 'text', placeholder, autoComplete, required, addon }: InputFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <TextField
          input={input}
          meta={meta}
          label={label}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          required={required}
          addon={addon}
        />
      )}
    </Field>
  );
}
