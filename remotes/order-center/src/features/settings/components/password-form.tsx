import type { FormApi } from 'final-form';
import { useEffect, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { PasswordChangeRequest, UserInfo } from '@mall/contract';
import { passwordCodeChannel } from '../api/settings';
import { NewPasswordField, useNewPassword } from '@mall/password-policy';
import { Button } from '@mall/ui-theme';
import { TextField } from '@mall/ui-theme/text-field';
import { selectSettings } from '../store/selectors';
import { passwordCodeRequested, passwordSubmitted } from '../store/slice';
import { CodeField, Refusal } from './code-field';
import { SendCodeButton } from './send-code-button';
import { settingsStyles as styles } from './settings-styles';

const messages = defineMessages({
  heading: { id: 'orderCenter.PasswordForm.heading', defaultMessage: 'Password', description: 'Heading of the password change section' },
  newPassword: { id: 'orderCenter.PasswordForm.newPassword', defaultMessage: 'New password', description: 'Label of the new password' },
  passwordAgain: {
    id: 'orderCenter.PasswordForm.passwordAgain',
    defaultMessage: 'Repeat the new password',
    description: 'Label of the repeated password',
  },
  emptyPassword: {
    id: 'orderCenter.PasswordForm.emptyPassword',
    defaultMessage: 'Please enter the new password',
    description: 'The new password is empty',
  },
  againPassword: {
    id: 'orderCenter.PasswordForm.againPassword',
    defaultMessage: 'Please enter the password again',
    description: 'The repeated password is empty',
  },
  diffPassword: {
    id: 'orderCenter.PasswordForm.diffPassword',
    defaultMessage: 'The two passwords do not match',
    description: 'The passwords differ',
  },
  noTarget: {
    id: 'orderCenter.PasswordForm.noTarget',
    defaultMessage: 'This account has no email address or phone number to receive a code, so its password cannot be changed here.',
    description: 'The account cannot receive a password-change code',
  },
  submit: { id: 'orderCenter.PasswordForm.submit', defaultMessage: 'Change password', description: 'Button that changes the password' },
});

const codeTarget = defineMessage<{ target: string }>({
  id: 'orderCenter.PasswordForm.target',
  defaultMessage: 'A verification code will be sent to {target}.',
  description: 'Where the password-change code goes (the account’s own email or phone)',
});

/**
 * The password change: a 6-digit code sent to the account's own email, or its phone for phone
 * accounts, then the new password twice. Every other session of the account ends on the server.
 */
export function PasswordForm({ user }: { user: UserInfo }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { password, code } = useSelector(selectSettings);
  const channel = passwordCodeChannel(user.userType);
  const target = channel === 'phone' ? user.phone : user.email;
  const formRef = useRef<FormApi<PasswordChangeRequest> | null>(null);
  const changedBefore = useRef(password.done);

  // Changed: the form empties (the passwords are not kept on screen).
  useEffect(() => {
    if (password.done === changedBefore.current) return;
    changedBefore.current = password.done;
    formRef.current?.restart();
  }, [password.done]);

  // The API's rule (8–128 characters of any kind, not a common password), shared with the sign-in dialog.
  const newPassword = useNewPassword(intl.formatMessage(messages.emptyPassword));
  const validateAgain = (value: string | undefined, values: object) => {
    if (!value) return intl.formatMessage(messages.againPassword);
    return value === (values as Partial<PasswordChangeRequest>).newPassword ? undefined : intl.formatMessage(messages.diffPassword);
  };

  return (
    <section css={styles.section} aria-labelledby="settings-password">
      <h2 id="settings-password" css={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      {target ? (
        <p css={styles.muted}>{intl.formatMessage(codeTarget, { target })}</p>
      ) : (
        <p css={styles.muted}>{intl.formatMessage(messages.noTarget)}</p>
      )}
      <Form<PasswordChangeRequest>
        onSubmit={(values) => void dispatch(passwordSubmitted({ channel, body: { ...values, captcha: values.captcha.trim() } }))}
        render={({ handleSubmit, form }) => {
          formRef.current = form;
          return (
            <form onSubmit={handleSubmit} noValidate>
              <CodeField
                name="captcha"
                addon={
                  <SendCodeButton
                    sent={code.done}
                    busy={code.busy}
                    disabled={!target}
                    onSend={() => dispatch(passwordCodeRequested({ channel }))}
                  />
                }
              />
              {/* Why the code was not sent (no email on the account, too many codes…), in the server's words. */}
              <Refusal failure={code.error} />
              <Field<string> name="newPassword" validate={newPassword.validate}>
                {({ input, meta }) => (
                  <NewPasswordField
                    label={intl.formatMessage(messages.newPassword)}
                    input={input}
                    meta={meta}
                    estimator={newPassword.estimator}
                    required
                  />
                )}
              </Field>
              <Field<string> name="passwordAgain" validate={validateAgain}>
                {({ input, meta }) => (
                  <TextField
                    label={intl.formatMessage(messages.passwordAgain)}
                    input={input}
                    meta={meta}
                    type="password"
                    autoComplete="new-password"
                    required
                  />
                )}
              </Field>
              <Refusal failure={password.error} />
              <div css={styles.footer}>
                <Button type="submit" loading={password.busy} disabled={!target}>
                  {intl.formatMessage(messages.submit)}
                </Button>
              </div>
            </form>
          );
        }}
      />
    </section>
  );
}
