import { useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { sendEmailForgotPasswordCode } from '@mall/api-client/sign-in';
import { Button } from '@mall/ui-theme';
import { InputField } from '../input-field';
import { MODES, type ModeProps } from '../login-modes';
import { loginStyles } from '../login-styles';
import { messages } from '../messages';
import { ModeForm, type LoginFormValues } from '../mode-form';
import { SubmitButton } from '../submit-button';
import { useLeadingDebounce } from '@mall/remote-kit/send-code';
import { useLoginValidators } from '../use-login-validators';

export interface ForgotEmailModeProps extends ModeProps {
  /** The reset code went out to `email`: the dialog moves on to mode 5. */
  onCodeSent: (email: string) => void;
}

/** Mode 4: the account's email; Next sends the reset code and leads to mode 5. */
export function ForgotEmailMode({ draft, onDraft, go, onCodeSent }: ForgotEmailModeProps) {
  const intl = useIntl();
  const validators = useLoginValidators();
  // Next sends a code: debounced like every send-code action.
  // A double click is dropped; a corrected retry (other values) goes at once.
  const debounced = useLeadingDebounce(
    (submit: () => void, _values: LoginFormValues) => submit(),
    (_submit, values) => JSON.stringify(values),
  );
  return (
    <ModeForm
      title={intl.formatMessage(messages.forgetTitle)}
      intro={intl.formatMessage(messages.resetDesc)}
      initialValues={{ email: draft.email }}
      onDraft={onDraft}
      submitWith={debounced}
      onSubmit={async ({ email = '' }) => {
        const address = email.trim();
        const { message } = await sendEmailForgotPasswordCode(address);
        bus.publish('ui/toast', { kind: 'success', message: message || intl.formatMessage(messages.codeSent) });
        onCodeSent(address);
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
      <div css={loginStyles.actions}>
        <SubmitButton>{intl.formatMessage(messages.next)}</SubmitButton>
      </div>
      <div css={loginStyles.centered}>
        <Button variant="link" onClick={() => go(MODES.emailPassword)}>
          {intl.formatMessage(messages.remember)}
        </Button>
      </div>
    </ModeForm>
  );
}
