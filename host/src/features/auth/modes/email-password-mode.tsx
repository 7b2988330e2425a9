import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES } from '@mall/api-client';
import { loginWithEmail } from '../api/login';
import { MODES, type SignInModeProps } from '../login-modes';
import { messages } from '../messages';
import { AgreeAndSubmit, EmailInput, ModeLink, PasswordInput } from '../fields/mode-fields';
import { ModeForm } from '../fields/mode-form';

/** Mode 2 (the default): email and password, with the forgot-password link. */
export function EmailPasswordMode({ draft, onDraft, go, onSignedIn }: SignInModeProps) {
  const intl = useIntl();
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
      <EmailInput />
      <PasswordInput />
      <ModeLink to={MODES.forgotEmail} go={go} place="end">
        {intl.formatMessage(messages.forget)}
      </ModeLink>
      <AgreeAndSubmit>{intl.formatMessage(messages.sign)}</AgreeAndSubmit>
    </ModeForm>
  );
}
