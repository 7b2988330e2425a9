import { SendCodeButton as KitSendCodeButton, type SendCodeButtonProps } from '@mall/remote-kit/send-code';
import type { LoginFormValues } from './mode-form';
import { messages } from '../messages';

const codeMessages = { send: messages.sendCode, remaining: messages.remaining, resend: messages.resend, sent: messages.codeSent };

/** The login dialog's "Send code" (@mall/remote-kit/send-code) with the host's texts. */
export function SendCodeButton(props: Omit<SendCodeButtonProps<LoginFormValues>, 'messages'>) {
  return <KitSendCodeButton<LoginFormValues> {...props} messages={codeMessages} />;
}
