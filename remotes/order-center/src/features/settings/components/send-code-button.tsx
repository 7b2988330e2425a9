import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { PasswordCodeChannel } from '@mall/api-client';
import { Button } from '@mall/ui-theme';
import { useCountdown } from '../hooks/use-countdown';
import { selectSettings } from '../store/selectors';
import { passwordCodeRequested } from '../store/slice';

const messages = defineMessages({
  send: { id: 'orderCenter.SendCodeButton.send', defaultMessage: 'Send code', description: 'Sends a password-change code' },
  resend: { id: 'orderCenter.SendCodeButton.resend', defaultMessage: 'Resend', description: 'Sends another code once the countdown ended' },
});

const remainingLabel = defineMessage<{ seconds: number }>({
  id: 'orderCenter.SendCodeButton.remaining',
  defaultMessage: 'Resend in {seconds}s',
  description: 'The send-code button while it waits',
});

/**
 * Sends the password-change code to the account's own email or phone; once sent it waits 60 s showing the seconds
 * left, then offers "Resend" (spec §4).
 */
export function SendCodeButton({ channel, disabled = false }: { channel: PasswordCodeChannel; disabled?: boolean }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { code } = useSelector(selectSettings);
  const { remaining, finished, start } = useCountdown();
  const sentBefore = useRef(code.done);

  useEffect(() => {
    if (code.done === sentBefore.current) return;
    sentBefore.current = code.done;
    start();
  }, [code.done, start]);

  let label = intl.formatMessage(messages.send);
  if (remaining > 0) label = intl.formatMessage(remainingLabel, { seconds: remaining });
  else if (finished) label = intl.formatMessage(messages.resend);

  return (
    <Button
      variant="secondary"
      disabled={disabled || remaining > 0}
      loading={code.busy}
      onClick={() => dispatch(passwordCodeRequested({ channel }))}
    >
      {label}
    </Button>
  );
}
