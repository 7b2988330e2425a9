import { useIntl } from 'react-intl';
import { AUTH_STRATEGIES } from '@mall/api-client';
import { registerVisitor } from '../api/register';
import { MODES, type SignInModeProps } from '../login-modes';
import { messages } from '../messages';
import { EmailInput, ModeLink, phoneOf, SubmitRow } from '../fields/mode-fields';
import { ModeForm } from '../fields/mode-form';
import { PhoneField } from '../fields/phone-field';

/** Mode 7: guest entry with a required email and an optional phone; the dial code is sent as a number. */
export function TouristMode({ draft, onDraft, go, onSignedIn }: SignInModeProps) {
  const intl = useIntl();
  return (
    <ModeForm
      title={intl.formatMessage(messages.touristsTitle)}
      intro={intl.formatMessage(messages.touristsDesc)}
      initialValues={{ email: draft.email, country: draft.country, phone: draft.phone }}
      onDraft={onDraft}
      debounceSubmit
      onSubmit={async (values) => {
        const { token } = await registerVisitor({ ...phoneOf(values, draft), email: (values.email ?? '').trim() });
        await onSignedIn({ token, strategy: AUTH_STRATEGIES.visitor, success: messages.loginSuccess });
      }}
    >
      <EmailInput />
      <PhoneField label={intl.formatMessage(messages.phoneOptional)} placeholder={intl.formatMessage(messages.placePhone)} />
      <SubmitRow>{intl.formatMessage(messages.continue)}</SubmitRow>
      <ModeLink to={MODES.emailPassword} go={go} place="center">
        {intl.formatMessage(messages.backToLogin)}
      </ModeLink>
    </ModeForm>
  );
}
