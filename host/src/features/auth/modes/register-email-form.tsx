import { useIntl } from 'react-intl';
import { registerWithEmail, sendEmailRegisterCode } from '@mall/api-client/sign-in';
import { AgreementField } from '../agreement-field';
import { InputField } from '../input-field';
import { NewPasswordInput } from '../new-password-input';
import type { LoginDraft } from '../login-modes';
import { loginStyles } from '../login-styles';
import { messages } from '../messages';
import { ModeForm } from '../mode-form';
import { SendCodeButton } from '../send-code-button';
import { SubmitButton } from '../submit-button';
import { useLoginValidators } from '../use-login-validators';

export interface RegisterEmailFormProps {
  draft: LoginDraft;
  onDraft: (values: Partial<LoginDraft>) => void;
  /** The account exists and `token` signs it in. */
  onRegistered: (token: string) => Promise<void>;
}

/** Register tab Email (0): email, emailed code, password. */
export function RegisterEmailForm({ draft, onDraft, onRegistered }: RegisterEmailFormProps) {
  const intl = useIntl();
  const validators = useLoginValidators();
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
      <InputField
        name="email"
        type="email"
        label={intl.formatMessage(messages.email)}
        placeholder={intl.formatMessage(messages.placeEmail)}
        autoComplete="email"
        validate={validators.email}
        required
      />
      <InputField
        name="captcha"
        label={intl.formatMessage(messages.captcha)}
        placeholder={intl.formatMessage(messages.placeCode)}
        autoComplete="one-time-code"
        validate={validators.captcha}
        required
        addon={<SendCodeButton target="email" send={({ email = '' }) => sendEmailRegisterCode(email.trim())} />}
      />
      <NewPasswordInput
        name="password"
        label={intl.formatMessage(messages.password)}
        placeholder={intl.formatMessage(messages.placePasd)}
      />
      <AgreementField validate={validators.agreement} />
      <div css={loginStyles.actions}>
        <SubmitButton>{intl.formatMessage(messages.register)}</SubmitButton>
      </div>
    </ModeForm>
  );
}
