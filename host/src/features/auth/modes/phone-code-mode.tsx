import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES } from '@mall/api-client';
import { loginWithPhoneCode } from '@mall/api-client/sign-in';
import { MODES, type SignInModeProps } from '../login-modes';
import { messages } from '../messages';
import { AgreeAndSubmit, ModeLink, PhoneInput, phoneOf, SmsCodeInput } from '../mode-fields';
import { ModeForm } from '../mode-form';

/** Mode 3: dial code, phone and an SMS code; the password-login link returns to mode 1. */
export function PhoneCodeMode({ draft, onDraft, go, onSignedIn }: SignInModeProps) {
  const intl = useIntl();
  return (
    <ModeForm
      title={intl.formatMessage(messages.phoneLoginTitle)}
      initialValues={{ country: draft.country, phone: draft.phone, agreement: draft.agreement }}
      onDraft={onDraft}
      onSubmit={async (values) => {
        const { token } = await loginWithPhoneCode({ ...phoneOf(values, draft), captcha: (values.captcha ?? '').trim() });
        await onSignedIn({ token, strategy: AUTH_STRATEGIES.phoneCode, success: messages.loginSuccess });
      }}
    >
      <PhoneInput />
      <SmsCodeInput />
      <ModeLink to={MODES.phonePassword} go={go} place="start">
        {intl.formatMessage(messages.pasdLogin)}
      </ModeLink>
      <AgreeAndSubmit>{intl.formatMessage(messages.sign)}</AgreeAndSubmit>
    </ModeForm>
  );
}
