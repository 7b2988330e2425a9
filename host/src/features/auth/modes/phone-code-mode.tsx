import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES } from '@mall/api-client';
import { loginWithPhoneCode } from '../api/login';
import { MODES, type SignInModeProps } from '../login-modes';
import { messages } from '../messages';
import { ModeLink, phoneOf, PhoneSignInForm, SmsCodeInput } from '../fields/mode-fields';

/** Mode 3: dial code, phone and an SMS code; the password-login link returns to mode 1. */
export function PhoneCodeMode({ draft, onDraft, go, onSignedIn }: SignInModeProps) {
  const intl = useIntl();
  return (
    <PhoneSignInForm
      draft={draft}
      onDraft={onDraft}
      onSubmit={async (values) => {
        const { token } = await loginWithPhoneCode({ ...phoneOf(values, draft), captcha: (values.captcha ?? '').trim() });
        await onSignedIn({ token, strategy: AUTH_STRATEGIES.phoneCode, success: messages.loginSuccess });
      }}
    >
      <SmsCodeInput />
      <ModeLink to={MODES.phonePassword} go={go} place="start">
        {intl.formatMessage(messages.pasdLogin)}
      </ModeLink>
    </PhoneSignInForm>
  );
}
