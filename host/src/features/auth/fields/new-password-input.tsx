import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { NewPasswordField, useNewPassword } from '@mall/password-policy';
import { messages } from '../messages';

export interface NewPasswordInputProps {
  name: string;
  label: ReactNode;
  placeholder?: string;
}

/**
 * The password a form sets (registration, reset): the API's rule (8–128 characters of any kind, not a common
 * password) checked as the shopper types, with the rule and the strength meter under the field. The strength
 * estimator loads when the form opens. Sign-in's password field keeps no rule: older passwords still work.
 */
export function NewPasswordInput({ name, label, placeholder }: NewPasswordInputProps) {
  const intl = useIntl();
  const { estimator, validate } = useNewPassword(intl.formatMessage(messages.emptyPassword));
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <NewPasswordField input={input} meta={meta} label={label} placeholder={placeholder} estimator={estimator} required />
      )}
    </Field>
  );
}
