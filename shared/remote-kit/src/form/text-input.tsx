import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { TextField } from '@mall/ui-theme/text-field';
import type { FieldValidator } from './validators';

export interface TextInputProps {
  name: string;
  label: ReactNode;
  validate?: FieldValidator;
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  /** Something inside the input row after the input (a send-code button). */
  addon?: ReactNode;
}

/** The theme's TextField bound to the final-form field `name`; its error shows under it, referenced by aria-describedby. */
export function TextInput({ name, validate, type = 'text', ...field }: TextInputProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => <TextField input={input} meta={meta} type={type} {...field} />}
    </Field>
  );
}
