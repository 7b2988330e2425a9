import { useIntl } from 'react-intl';
import { registerWithEmail } from '../api/register';
import { sendEmailRegisterCode } from '../api/verification';
import { messages } from '../messages';
import { AccountPasswordInput, AgreeAndSubmit, CodeInput, EmailInput } from '../fields/mode-fields';
import { ModeForm } from '../fields/mode-form';
import { SendCodeButton } from '../fields/send-code-button';
import type { RegisterFormProps } from '../login-modes';

/** Register tab Email (0): email, emailed code, password. */
export function RegisterEmailForm({ draft, onDraft, onRegistered }: RegisterFormProps) {
  const intl = useIntl();
  return (
    <ModeForm
      title={intl.formatMessage(messages.registerTitle)}
      initialValues={{ email: draft.email, agreement: draft.agreement }}
      onDraft={onDraft}
      onSubmit={async ({ email = '', captcha = '', password = '' }) => {
        const { token } = await registerWithEmail({ email: email.trim(), captcha: captcha.trim(), password });
        await onRegistered(token);
      }}
    >
      <EmailInput />
      <CodeInput sendButton={<SendCodeButton target="email" send={({ email = '' }) => sendEmailRegisterCode(email.trim())} />} />
      <AccountPasswordInput />
      <AgreeAndSubmit>{intl.formatMessage(messages.register)}</AgreeAndSubmit>
    </ModeForm>
  );
}
