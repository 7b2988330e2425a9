import { useIntl } from 'react-intl';
import { registerWithPhone, sendSmsCode } from '@mall/api-client/sign-in';
import { AgreementField } from '../agreement-field';
import { DEFAULT_COUNTRY, dialCodeOf } from '../country-options';
import { InputField } from '../input-field';
import { NewPasswordInput } from '../new-password-input';
import type { LoginDraft } from '../login-modes';
import { loginStyles } from '../login-styles';
import { messages } from '../messages';
import { ModeForm } from '../mode-form';
import { PhoneField } from '../phone-field';
import { SendCodeButton } from '../send-code-button';
import { SubmitButton } from '../submit-button';
import { useLoginValidators } from '../use-login-validators';

export interface RegisterPhoneFormProps {
  draft: LoginDraft;
  onDraft: (values: Partial<LoginDraft>) => void;
  /** The account exists and `token` signs it in. */
  onRegistered: (token: string) => Promise<void>;
}

/** Register tab Phone (1): dial code, phone, SMS code, password. */
export function RegisterPhoneForm({ draft, onDraft, onRegistered }: RegisterPhoneFormProps) {
  const intl = useIntl();
  const validators = useLoginValidators();
  return (
    <ModeForm
      title={intl.formatMessage(messages.registerTitle)}
      initialValues={{ country: draft.country, phone: draft.phone, agreement: draft.agreement }}
      onDraft={onDraft}
      onSubmit={async ({ country = draft.country, phone = '', captcha = '', password = '' }) => {
        const { token } = await registerWithPhone({
          countryCode: dialCodeOf(country),
          phone: phone.trim(),
          captcha: captcha.trim(),
          password,
        });
        await onRegistered(token);
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
      <NewPasswordInput
        name="password"
        label={intl.formatMessage(messages.password)}
        placeholder={intl.formatMessage(messages.placePasd)}
      />
      <AgreementField validate={validators.agreement} />
      <div css={loginStyles.actions}>
        <SubmitButton>{intl.formatMessage(messages.register)}</SubmitButton>
      </div>
    </ModeForm>
  );
}
