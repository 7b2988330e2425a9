import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES } from '@mall/api-client';
import { loginWithPhoneCode, sendSmsCode } from '@mall/api-client/sign-in';
import { Button } from '@mall/ui-theme';
import { AgreementField } from '../agreement-field';
import { DEFAULT_COUNTRY, dialCodeOf } from '../country-options';
import { InputField } from '../input-field';
import { MODES, type SignInModeProps } from '../login-modes';
import { loginStyles } from '../login-styles';
import { messages } from '../messages';
import { ModeForm } from '../mode-form';
import { PhoneField } from '../phone-field';
import { SendCodeButton } from '../send-code-button';
import { SubmitButton } from '../submit-button';
import { useLoginValidators } from '../use-login-validators';

/** Mode 3: dial code, phone and an SMS code; the password-login link returns to mode 1. */
export function PhoneCodeMode({ draft, onDraft, go, onSignedIn }: SignInModeProps) {
  const intl = useIntl();
  const validators = useLoginValidators();
  return (
    <ModeForm
      title={intl.formatMessage(messages.phoneLoginTitle)}
      initialValues={{ country: draft.country, phone: draft.phone, agreement: draft.agreement }}
      onDraft={onDraft}
      onSubmit={async ({ country = draft.country, phone = '', captcha = '' }) => {
        const { token } = await loginWithPhoneCode({ countryCode: dialCodeOf(country), phone: phone.trim(), captcha: captcha.trim() });
        await onSignedIn({ token, strategy: AUTH_STRATEGIES.phoneCode, success: messages.loginSuccess });
      }}
    >
      <PhoneField
        label={intl.formatMessage(messages.phone)}
        placeholder={intl.formatMessage(messages.placePhone)}
        validate={validators.phone}
        required
      />
      <InputField
        name="captcha"
        label={intl.formatMessage(messages.captcha)}
        placeholder={intl.formatMessage(messages.placeCode)}
        autoComplete="one-time-code"
        validate={validators.captcha}
        required
        addon={
          <SendCodeButton
            target="phone"
            send={({ phone = '', country = DEFAULT_COUNTRY }) => sendSmsCode(phone.trim(), dialCodeOf(country))}
          />
        }
      />
      <div css={loginStyles.linkRow}>
        <Button variant="link" onClick={() => go(MODES.phonePassword)}>
          {intl.formatMessage(messages.pasdLogin)}
        </Button>
      </div>
      <AgreementField validate={validators.agreement} />
      <div css={loginStyles.actions}>
        <SubmitButton>{intl.formatMessage(messages.sign)}</SubmitButton>
      </div>
    </ModeForm>
  );
}
