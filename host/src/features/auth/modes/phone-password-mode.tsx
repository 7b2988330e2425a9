import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES } from '@mall/api-client';
import { loginWithPhonePassword } from '@mall/api-client/sign-in';
import { MODES, type SignInModeProps } from '../login-modes';
import { messages } from '../messages';
import { AgreeAndSubmit, ModeLink, PasswordInput, PhoneInput, phoneOf } from '../mode-fields';
import { ModeForm } from '../mode-form';

/** Mode 1: dial code, phone and password; the quick-login link leads to mode 3. */
export function PhonePasswordMode({ draft, onDraft, go, onSignedIn }: SignInModeProps) {
  const intl = useIntl();
  return (
    <ModeForm
      title={intl.formatMessage(messages.phoneLoginTitle)}
      initialValues={{ country: draft.country, phone: draft.phone, agreement: draft.agreement }}
      onDraft={onDraft}
      onSubmit={async (values) => {
        const { token } = await loginWithPhonePassword({ ...phoneOf(values, draft), password: values.password ?? '' });
        await onSignedIn({ token, strategy: AUTH_STRATEGIES.phonePassword, success: messages.loginSuccess });
      }}
    >
      <PhoneInput />
      <PasswordInput />
      <ModeLink to={MODES.phoneCode} go={go} place="start">
        {intl.formatMessage(messages.quick)}
      </ModeLink>
      <AgreeAndSubmit>{intl.formatMessage(messages.sign)}</AgreeAndSubmit>
    </ModeForm>
  );
}
