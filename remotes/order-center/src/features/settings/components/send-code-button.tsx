import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from '@mall/ui-theme';
import { useCountdown } from '@mall/remote-kit/send-code';

const messages = defineMessages({
  send: { id: 'orderCenter.SendCodeButton.send', defaultMessage: 'Send code', description: 'Sends a verification code' },
  resend: { id: 'orderCenter.SendCodeButton.resend', defaultMessage: 'Resend', description: 'Sends another code once the countdown ended' },
});

const remainingLabel = defineMessage<{ seconds: number }>({
  id: 'orderCenter.SendCodeButton.remaining',
  defaultMessage: 'Resend in {seconds}s',
  description: 'The send-code button while it waits',
});

export interface SendCodeButtonProps {
  /** Codes sent so far (a submit state's `done`): each new one starts the countdown. */
  sent: number;
  busy: boolean;
  disabled?: boolean;
  onSend: () => void;
}

/**
 * Sends a code (the password change's to the account's own address, a contact change's to the new one); once sent
 * it waits 60 s showing the seconds left, then offers "Resend" (the same wait as every send-code button of the storefront).
 */
export function SendCodeButton({ sent, busy, disabled = false, onSend }: SendCodeButtonProps) {
  const intl = useIntl();
  const { remaining, finished, start } = useCountdown();
  const sentBefore = useRef(sent);

  useEffect(() => {
    if (sent === sentBefore.current) return;
    sentBefore.current = sent;
    start();
  }, [sent, start]);

  let label = intl.formatMessage(messages.send);
  if (remaining > 0) label = intl.formatMessage(remainingLabel, { seconds: remaining });
  else if (finished) label = intl.formatMessage(messages.resend);

  return (
    <Button variant="secondary" disabled={disabled || remaining > 0} loading={busy} onClick={onSend}>
      {label}
    </Button>
  );
}
