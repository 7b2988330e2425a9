import { useState } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import type { ApiMessage } from '@mall/api-client';
import { Button } from '@mall/ui-theme';
import type { LoginFormValues } from './mode-form';
import { messages } from './messages';
import { useCountdown } from './use-countdown';
import { useLeadingDebounce } from './use-leading-debounce';

export interface SendCodeButtonProps {
  /** The field the code goes to: it must be valid (email) or filled (phone) before a code is sent. */
  target: 'email' | 'phone';
  send: (values: LoginFormValues) => Promise<ApiMessage>;
  /** The code was just sent by the previous step: start counting down at once. */
  counting?: boolean;
}

/**
 * Sends a verification code, then stays disabled for 60 s showing the seconds left, then offers "Resend".
 * Clicks are debounced (500 ms, leading edge, same address only); an invalid target shows its field error instead of
 * sending.
 */
export function SendCodeButton({ target, send, counting = false }: SendCodeButtonProps) {
  const intl = useIntl();
  const form = useForm<LoginFormValues>();
  const { remaining, finished, start } = useCountdown(undefined, counting);
  const [sending, setSending] = useState(false);

  const onClick = useLeadingDebounce((owner: HTMLFormElement | null) => {
    if (form.getFieldState(target)?.error) {
      // Touching the field reveals its message under it; focus moves there to fix it.
      form.focus(target);
      form.blur(target);
      owner?.querySelector<HTMLInputElement>(`input[name="${target}"]`)?.focus();
      return;
    }
    setSending(true);
    send(form.getState().values)
      .then(({ message }) => {
        setSending(false);
        start();
        bus.publish('ui/toast', { kind: 'success', message: message || intl.formatMessage(messages.codeSent) });
      })
      .catch(() => {
        // The API client has shown the server's message; the button is available again.
        setSending(false);
      });
    // A double click on the same address is dropped; one after correcting the address goes at once.
  }, () => String(form.getState().values[target] ?? ''));

  let label = intl.formatMessage(messages.sendCode);
  if (remaining > 0) label = intl.formatMessage(messages.remaining, { seconds: remaining });
  else if (finished) label = intl.formatMessage(messages.resend);

  return (
    <Button variant="secondary" disabled={remaining > 0} loading={sending} onClick={(event) => onClick(event.currentTarget.form)}>
      {label}
    </Button>
  );
}
