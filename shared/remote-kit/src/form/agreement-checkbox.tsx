import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { Checkbox } from '@mall/ui-theme/checkbox';
import type { FieldValidator } from './validators';

export interface AgreementCheckboxProps {
  /** The boolean final-form field the box ticks. */
  name: string;
  validate: FieldValidator;
  /** The agreement sentence with its link (each form opens the agreement its own way). */
  label: ReactNode;
}

/** The "I have read and agree to …" checkbox a form requires before it sends. */
export function AgreementCheckbox({ name, validate, label }: AgreementCheckboxProps) {
  return (
    <Field<boolean> name={name} type="checkbox" validate={validate}>
      {({ input, meta }) => <Checkbox input={input} meta={meta} label={label} />}
    </Field>
  );
}
