import { useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { resetPasswordByEmail, sendEmailForgotPasswordCode } from '@mall/api-client/sign-in';
import { Button } from '@mall/ui-theme';
import { InputField } from '../input-field';
import { NewPasswordInput } from '../new-password-input';
import { MODES, type ModeProps } from '../login-modes';
import { loginStyles } from '../login-styles';
import { messages } from '../messages';
import { ModeForm } from '../mode-form';
import { SendCodeButton } from '../send-code-button';
import { SubmitButton } from '../submit-button';
import { useLoginValidators } from '../use-login-validators';

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
      <InputField
        name="captcha"
        label={intl.formatMessage(messages.captcha)}
        placeholder={intl.formatMessage(messages.placeCode)}
        autoComplete="one-time-code"
        validate={validators.captcha}
        required
        addon={<SendCodeButton target="email" counting send={() => sendEmailForgotPasswordCode(email)} />}
      />
      <NewPasswordInput
        name="newPassword"
        label={intl.formatMessage(messages.newPassword)}
        placeholder={intl.formatMessage(messages.placePasd)}
      />
      <InputField
        name="passwordAgain"
        type="password"
        label={intl.formatMessage(messages.passwordAgain)}
        placeholder={intl.formatMessage(messages.placePasdAgain)}
        autoComplete="new-password"
        validate={validators.passwordAgain}
        required
      />
      <div css={loginStyles.actions}>
        <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
      </div>
      <div css={loginStyles.centered}>
        <Button variant="link" onClick={() => go(MODES.emailPassword)}>
          {intl.formatMessage(messages.backToLogin)}
        </Button>
      </div>
    </ModeForm>
  );
}
