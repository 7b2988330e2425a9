import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { AUTH_STRATEGIES, type AuthStrategy } from '@mall/api-client';
import { loginWithPhoneCode, loginWithPhonePassword } from '../api/login';
import { MODES, type LoginDraft, type LoginMode, type SignInModeProps } from '../login-modes';
import { messages } from '../messages';
import { ModeLink, PasswordInput, phoneOf, PhoneSignInForm, SmsCodeInput } from '../fields/mode-fields';
import type { LoginFormValues } from '../fields/mode-form';

interface PhoneMode {
  signIn: (values: LoginFormValues, draft: LoginDraft) => Promise<{ token: string }>;
  strategy: AuthStrategy;
  /** The input after the phone row. */
  Secret: ComponentType;
  /** The other phone mode, and the link's text. */
  other: LoginMode;
  link: MessageDescriptor;
}

/** One phone sign-in mode: dial code and phone, then its secret, and the link to the other phone mode. */
function PhoneModeForm({ mode, draft, onDraft, go, onSignedIn }: SignInModeProps & { mode: PhoneMode }) {
  const intl = useIntl();
  const { Secret } = mode;
  return (
    <PhoneSignInForm
      draft={draft}
      onDraft={onDraft}
      onSubmit={async (values) => {
        const { token } = await mode.signIn(values, draft);
        await onSignedIn({ token, strategy: mode.strategy, success: messages.loginSuccess });
      }}
    >
      <Secret />
      <ModeLink to={mode.other} go={go} place="start">
        {intl.formatMessage(mode.link)}
      </ModeLink>
    </PhoneSignInForm>
  );
}

const PASSWORD: PhoneMode = {
  signIn: (values, draft) => loginWithPhonePassword({ ...phoneOf(values, draft), password: values.password ?? '' }),
  strategy: AUTH_STRATEGIES.phonePassword,
  Secret: PasswordInput,
  other: MODES.phoneCode,
  link: messages.quick,
};

const CODE: PhoneMode = {
  signIn: (values, draft) => loginWithPhoneCode({ ...phoneOf(values, draft), captcha: (values.captcha ?? '').trim() }),
  strategy: AUTH_STRATEGIES.phoneCode,
  Secret: SmsCodeInput,
  other: MODES.phonePassword,
  link: messages.pasdLogin,
};

/** Mode 1: dial code, phone and password; the quick-login link leads to mode 3. */
export const PhonePasswordMode = (props: SignInModeProps) => <PhoneModeForm mode={PASSWORD} {...props} />;

/** Mode 3: dial code, phone and an SMS code; the password-login link returns to mode 1. */
export const PhoneCodeMode = (props: SignInModeProps) => <PhoneModeForm mode={CODE} {...props} />;
