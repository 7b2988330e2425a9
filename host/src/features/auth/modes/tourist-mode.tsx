import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES } from '@mall/api-client';
import { registerVisitor } from '@mall/api-client/sign-in';
import { Button } from '@mall/ui-theme';
import { dialCodeOf } from '../country-options';
import { InputField } from '../input-field';
import { MODES, type SignInModeProps } from '../login-modes';
import { loginStyles } from '../login-styles';
import { messages } from '../messages';
import { ModeForm, type LoginFormValues } from '../mode-form';
import { PhoneField } from '../phone-field';
import { SubmitButton } from '../submit-button';
import { useLeadingDebounce } from '@mall/remote-kit/send-code';
import { useLoginValidators } from '../use-login-validators';

/** Mode 7: guest entry with a required email and an optional phone; the dial code is sent as a number. */
export function TouristMode({ draft, onDraft, go, onSignedIn }: SignInModeProps) {
  const intl = useIntl();
  const validators = useLoginValidators();
  // A double click is dropped; a corrected retry (other values) goes at once.
  const debounced = useLeadingDebounce(
    (submit: () => void, _values: LoginFormValues) => submit(),
    (_submit, values) => JSON.stringify(values),
  );
  return (
    <ModeForm
      title={intl.formatMessage(messages.touristsTitle)}
      intro={intl.formatMessage(messages.touristsDesc)}
      initialValues={{ email: draft.email, country: draft.country, phone: draft.phone }}
      onDraft={onDraft}
      submitWith={debounced}
      onSubmit={async ({ email = '', country = draft.country, phone = '' }) => {
        const { token } = await registerVisitor({ countryCode: dialCodeOf(country), email: email.trim(), phone: phone.trim() });
        await onSignedIn({ token, strategy: AUTH_STRATEGIES.visitor, success: messages.loginSuccess });
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
      <PhoneField label={intl.formatMessage(messages.phoneOptional)} placeholder={intl.formatMessage(messages.placePhone)} />
      <div css={loginStyles.actions}>
        <SubmitButton>{intl.formatMessage(messages.continue)}</SubmitButton>
      </div>
      <div css={loginStyles.centered}>
        <Button variant="link" onClick={() => go(MODES.emailPassword)}>
          {intl.formatMessage(messages.backToLogin)}
        </Button>
      </div>
    </ModeForm>
  );
}
