import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES } from '@mall/api-client';
import { loginWithPhonePassword } from '../api/login';
import { MODES, type SignInModeProps } from '../login-modes';
import { messages } from '../messages';
import { ModeLink, PasswordInput, phoneOf, PhoneSignInForm } from '../fields/mode-fields';

/** Mode 1: dial code, phone and password; the quick-login link leads to mode 3. */
export function PhonePasswordMode({ draft, onDraft, go, onSignedIn }: SignInModeProps) {
  const intl = useIntl();
  return (
    <PhoneSignInForm
      draft={draft}
      onDraft={onDraft}
      onSubmit={async (values) => {
        const { token } = await loginWithPhonePassword({ ...phoneOf(values, draft), password: values.password ?? '' });
        await onSignedIn({ token, strategy: AUTH_STRATEGIES.phonePassword, success: messages.loginSuccess });
      }}
    >
      <PasswordInput />
      <ModeLink to={MODES.phoneCode} go={go} place="start">
        {intl.formatMessage(messages.quick)}
      </ModeLink>
    </PhoneSignInForm>
  );
}
