import { useState } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { sendSettledEmailCode } from '@mall/api-client/settlement';
import { bus } from '@mall/event-bus';
import { Button } from '@mall/ui-theme';
import { useCountdown } from '../../../hooks/use-countdown';
import { useLeadingDebounce } from '../../../hooks/use-leading-debounce';
import type { ApplicationFormValues } from '../form-values';
import { codeMessages } from '../messages';

/**
 * Sends the application's code to the email field, then stays disabled for 60 s showing the seconds left, then
 * offers "Resend". Clicks are debounced (500 ms, leading edge); an invalid email shows its message instead.
 */
export function SendCodeButton() {
  const intl = useIntl();
  const form = useForm<ApplicationFormValues>();
  const { remaining, finished, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const onClick = useLeadingDebounce((owner: HTMLFormElement | null) => {
    if (form.getFieldState('email')?.error) {
      // Touching the field reveals its message; focus goes there to fix it.
      form.focus('email');
      form.blur('email');
      owner?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    setSending(true);
    sendSettledEmailCode((form.getState().values.email ?? '').trim())
      .then(({ message }) => {
        setSending(false);
        start();
        bus.publish('ui/toast', { kind: 'success', message: message || intl.formatMessage(codeMessages.sent) });
      })
      .catch(() => {
        // The API client has shown the server's reason; the button is available again.
        setSending(false);
      });
  });

  let label = intl.formatMessage(codeMessages.send);
  if (remaining > 0) label = intl.formatMessage(codeMessages.resendIn, { seconds: remaining });
  else if (finished) label = intl.formatMessage(codeMessages.resend);

  return (
    <Button variant="secondary" disabled={remaining > 0} loading={sending} onClick={(event) => onClick(event.currentTarget.form)}>
      {label}
    </Button>
  );
}
