import { useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { resetPasswordByEmail, sendEmailForgotPasswordCode } from '../api/verification';
import { TextInput } from '@mall/remote-kit/form';
import { MODES, type ModeProps } from '../login-modes';
import { messages } from '../messages';
import { CodeInput, ModeLink, SubmitRow } from '../fields/mode-fields';
import { ModeForm } from '../fields/mode-form';
import { NewPasswordInput } from '../fields/new-password-input';
import { SendCodeButton } from '../fields/send-code-button';
import { useLoginValidators } from '../hooks/use-login-validators';

export interface ForgotResetModeProps extends ModeProps {
  /** Where mode 4 sent the code. */
  email: string;
}

/** Mode 5: the emailed code, the new password twice; success returns to mode 2. */
export function ForgotResetMode({ email, go }: ForgotResetModeProps) {
  const intl = useIntl();
  const validators = useLoginValidators();
  return (
    <ModeForm
      title={intl.formatMessage(messages.emailVer)}
      intro={intl.formatMessage(messages.verDesc, { email })}
      initialValues={{ email }}
      onSubmit={async ({ captcha = '', newPassword = '', passwordAgain = '' }) => {
        const { message } = await resetPasswordByEmail({ email, captcha: captcha.trim(), newPassword, passwordAgain });
        bus.publish('ui/toast', { kind: 'success', message: message || intl.formatMessage(messages.resetSuccess) });
        go(MODES.emailPassword);
      }}
    >
      <CodeInput sendButton={<SendCodeButton target="email" counting send={() => sendEmailForgotPasswordCode(email)} />} />
      <NewPasswordInput
        name="newPassword"
        label={intl.formatMessage(messages.newPassword)}
        placeholder={intl.formatMessage(messages.placePasd)}
      />
      <TextInput
        name="passwordAgain"
        type="password"
        label={intl.formatMessage(messages.passwordAgain)}
        placeholder={intl.formatMessage(messages.placePasdAgain)}
        autoComplete="new-password"
        validate={validators.passwordAgain}
        required
      />
      <SubmitRow>{intl.formatMessage(messages.submit)}</SubmitRow>
      <ModeLink to={MODES.emailPassword} go={go} place="center">
        {intl.formatMessage(messages.backToLogin)}
      </ModeLink>
    </ModeForm>
  );
}
