import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES } from '@mall/api-client';
import { loginWithEmail } from '@mall/api-client/sign-in';
import { Button } from '@mall/ui-theme';
import { AgreementField } from '../agreement-field';
import { InputField } from '../input-field';
import { MODES, type SignInModeProps } from '../login-modes';
import { loginStyles } from '../login-styles';
import { messages } from '../messages';
import { ModeForm } from '../mode-form';
import { SubmitButton } from '../submit-button';
import { useLoginValidators } from '../use-login-validators';

/** Mode 2 (the default): email and password, with the forgot-password link. */
export function EmailPasswordMode({ draft, onDraft, go, onSignedIn }: SignInModeProps) {
  const intl = useIntl();
  const validators = useLoginValidators();
  return (
    <ModeForm
      title={intl.formatMessage(messages.emailLoginTitle)}
      initialValues={{ email: draft.email, agreement: draft.agreement }}
      onDraft={onDraft}
      onSubmit={async ({ email = '', password = '' }) => {
        const { token } = await loginWithEmail({ email: email.trim(), password });
        await onSignedIn({ token, strategy: AUTH_STRATEGIES.email, success: messages.loginSuccess });
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
        name="password"
        type="password"
        label={intl.formatMessage(messages.password)}
        placeholder={intl.formatMessage(messages.placePasd)}
        autoComplete="current-password"
        validate={validators.password}
        required
      />
      <div css={loginStyles.linkRow}>
        <span />
        <Button variant="link" onClick={() => go(MODES.forgotEmail)}>
          {intl.formatMessage(messages.forget)}
        </Button>
      </div>
      <AgreementField validate={validators.agreement} />
      <div css={loginStyles.actions}>
        <SubmitButton>{intl.formatMessage(messages.sign)}</SubmitButton>
      </div>
    </ModeForm>
  );
}
