import { sendSettledEmailCode } from '../api/application';
import { SendCodeButton as KitSendCodeButton } from '@mall/remote-kit/send-code';
import type { ApplicationFormValues } from '../form-values';
import { codeMessages } from '../messages';

const texts = { send: codeMessages.send, remaining: codeMessages.resendIn, resend: codeMessages.resend, sent: codeMessages.sent };

/** Sends the application's code to the email field (@mall/remote-kit/send-code: countdown, debounce, validation). */
export function SendCodeButton() {
  return (
    <KitSendCodeButton<ApplicationFormValues>
      target="email"
      send={(values) => sendSettledEmailCode((values.email ?? '').trim())}
      messages={texts}
    />
  );
}
