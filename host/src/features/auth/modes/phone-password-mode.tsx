import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES } from '@mall/api-client';
import { loginWithPhonePassword } from '@mall/api-client/sign-in';
import { Button } from '@mall/ui-theme';
import { AgreementField } from '../agreement-field';
import { dialCodeOf } from '../country-options';
import { InputField } from '../input-field';
import { MODES, type SignInModeProps } from '../login-modes';
import { loginStyles } from '../login-styles';
import { messages } from '../messages';
import { ModeForm } from '../mode-form';
import { PhoneField } from '../phone-field';
import { SubmitButton } from '../submit-button';
import { useLoginValidators } from '../use-login-validators';

/** Mode 1: dial code, phone and password; the quick-login link leads to mode 3. */
export function PhonePasswordMode({ draft, onDraft, go, onSignedIn }: SignInModeProps) {
  const intl = useIntl();
  const validators = useLoginValidators();
  return (
    <ModeForm
      title={intl.formatMessage(messages.phoneLoginTitle)}
      initialValues={{ country: draft.country, phone: draft.phone, agreement: draft.agreement }}
      onDraft={onDraft}
      onSubmit={async ({ country = draft.country, phone = '', password = '' }) => {
        const { token } = await loginWithPhonePassword({ countryCode: dialCodeOf(country), phone: phone.trim(), password });
        await onSignedIn({ token, strategy: AUTH_STRATEGIES.phonePassword, success: messages.loginSuccess });
      }}
    >
      <PhoneField
        label={intl.formatMessage(messages.phone)}
        placeholder={intl.formatMessage(messages.placePhone)}
        validate={validators.phone}
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
        <Button variant="link" onClick={() => go(MODES.phoneCode)}>
          {intl.formatMessage(messages.quick)}
        </Button>
      </div>
      <AgreementField validate={validators.agreement} />
      <div css={loginStyles.actions}>
        <SubmitButton>{intl.formatMessage(messages.sign)}</SubmitButton>
      </div>
    </ModeForm>
  );
}
