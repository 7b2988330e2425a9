import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { defineMessages, useIntl } from 'react-intl';
import { CAPTCHA_PATTERN, useFailureText, type ApiFailure } from '@mall/remote-kit';
import { TextField } from '@mall/ui-theme/text-field';
import { settingsStyles as styles } from './settings-styles';

const messages = defineMessages({
  code: { id: 'orderCenter.PasswordForm.code', defaultMessage: 'Verification code', description: 'Label of the code field' },
  emptyCode: {
    id: 'orderCenter.PasswordForm.emptyCode',
    defaultMessage: 'Please enter the verification code',
    description: 'The code is empty',
  },
  codeFormat: {
    id: 'orderCenter.PasswordForm.codeFormat',
    defaultMessage: 'The verification code is 6 digits',
    description: 'The code is not 6 digits',
  },
});

/** The 6-digit code of a settings form (the password change's, a contact change's), with its send button as `addon`. */
export function CodeField({ name, addon }: { name: string; addon: ReactNode }) {
  const intl = useIntl();
  const validate = (value: string | undefined) => {
    const text = (value ?? '').trim();
    if (!text) return intl.formatMessage(messages.emptyCode);
    return CAPTCHA_PATTERN.test(text) ? undefined : intl.formatMessage(messages.codeFormat);
  };
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <TextField
          label={intl.formatMessage(messages.code)}
          input={input}
          meta={meta}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          addon={addon}
        />
      )}
    </Field>
  );
}

/** Why the server refused a settings request, in its words (or the common catalogue's); nothing without a refusal. */
export function Refusal({ failure }: { failure: ApiFailure | null }) {
  const failureText = useFailureText();
  return failure ? (
    <p role="alert" css={styles.refusal}>
      {failureText(failure)}
    </p>
  ) : null;
}
