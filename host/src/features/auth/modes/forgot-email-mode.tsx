import { useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { sendEmailForgotPasswordCode } from '../api/verification';
import { MODES, type ModeProps } from '../login-modes';
import { messages } from '../messages';
import { EmailInput, ModeLink, SubmitRow } from '../fields/mode-fields';
import { ModeForm } from '../fields/mode-form';

export interface ForgotEmailModeProps extends ModeProps {
  /** The reset code went out to `email`: the dialog moves on to mode 5. */
  onCodeSent: (email: string) => void;
}

/** Mode 4: the account's email; Next sends the reset code (debounced like every send-code action) and leads to mode 5. */
export function ForgotEmailMode({ draft, onDraft, go, onCodeSent }: ForgotEmailModeProps) {
  const intl = useIntl();
  return (
    <ModeForm
      title={intl.formatMessage(messages.forgetTitle)}
      intro={intl.formatMessage(messages.resetDesc)}
      initialValues={{ email: draft.email }}
      onDraft={onDraft}
      debounceSubmit
      onSubmit={async ({ email = '' }) => {
        const address = email.trim();
        const { message } = await sendEmailForgotPasswordCode(address);
        bus.publish('ui/toast', { kind: 'success', message: message || intl.formatMessage(messages.codeSent) });
        onCodeSent(address);
      }}
    >
      <EmailInput />
      <SubmitRow>{intl.formatMessage(messages.next)}</SubmitRow>
      <ModeLink to={MODES.emailPassword} go={go} place="center">
        {intl.formatMessage(messages.remember)}
      </ModeLink>
    </ModeForm>
  );
}
