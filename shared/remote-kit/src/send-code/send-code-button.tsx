import { useState } from 'react';
import { useForm } from 'react-final-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ApiMessage } from '@mall/contract';
import { bus } from '@mall/event-bus';
import { Button } from '@mall/ui-theme';
import { useCountdown } from './use-countdown';
import { useLeadingDebounce } from './use-leading-debounce';

/** The button's texts, from the catalogue of the app that shows it. */
export interface SendCodeMessages {
  send: MessageDescriptor;
  /** While it waits; receives `{seconds}`. */
  remaining: MessageDescriptor;
  resend: MessageDescriptor;
  /** The toast after sending, when the server gave no text. */
  sent: MessageDescriptor;
}

export interface SendCodeButtonProps<Values> {
  /** The form field the code goes to: it must pass its validation before a code is sent. */
  target: keyof Values & string;
  send: (values: Values) => Promise<ApiMessage>;
  messages: SendCodeMessages;
  /** The code was just sent by the previous step: start counting down at once. */
  counting?: boolean;
}

/**
 * A final-form field's "Send code": sends a verification code, then stays disabled for 60 s showing the seconds
 * left, then offers "Resend". Clicks are debounced (500 ms, leading edge, same address only: one after correcting
 * the address goes at once); an invalid target shows its field error and takes the focus instead of sending.
 */
export function SendCodeButton<Values>({ target, send, messages, counting = false }: SendCodeButtonProps<Values>) {
  const intl = useIntl();
  const form = useForm<Values>();
  const { remaining, finished, start } = useCountdown(undefined, counting);
  const [sending, setSending] = useState(false);

  const onClick = useLeadingDebounce(
    (owner: HTMLFormElement | null) => {
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
          bus.publish('ui/toast', { kind: 'success', message: message || intl.formatMessage(messages.sent) });
        })
        .catch(() => {
          // The API client has shown the server's message; the button is available again.
          setSending(false);
        });
    },
    () => String(form.getState().values[target] ?? ''),
  );

  let label = intl.formatMessage(messages.send);
  if (remaining > 0) label = intl.formatMessage(messages.remaining, { seconds: remaining });
  else if (finished) label = intl.formatMessage(messages.resend);

  return (
    <Button variant="secondary" disabled={remaining > 0} loading={sending} onClick={(event) => onClick(event.currentTarget.form)}>
      {label}
    </Button>
  );
}
