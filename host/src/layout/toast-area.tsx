import { css } from '@emotion/react';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { bus, type MallEvents } from '@mall/event-bus';
import { theme } from '@mall/ui-theme';
import { TOAST_DURATION_MS } from './site-info';
import { ToastMessage } from './toast-message';

const messages = defineMessages({
  label: { id: 'host.ToastArea.label', defaultMessage: 'Notifications', description: 'Accessible name of the toast area' },
});

type Toast = MallEvents['ui/toast'] & { key: number };

/** Keeps at most this many on screen; older ones give way. */
const MAX_TOASTS = 4;

const area = css({
  position: 'fixed',
  top: 80,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: theme.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.sm,
  pointerEvents: 'none',
});

/** `messageId` wins when this app's catalogue has it; otherwise the text the publisher sent. */
function toastText(intl: IntlShape, toast: Toast): string {
  if (toast.messageId && intl.messages[toast.messageId] !== undefined) {
    return intl.formatMessage({ id: toast.messageId });
  }
  return toast.message?.trim() ?? '';
}

let nextKey = 1;

/** Shows every `ui/toast` event from any remote, translated, and hides each after a few seconds. */
export function ToastArea() {
  const intl = useIntl();
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(
    () =>
      bus.subscribe('ui/toast', (payload) => {
        if (!payload.messageId && !payload.message?.trim()) return;
        const key = nextKey++;
        setToasts((list) => [...list, { ...payload, key }].slice(-MAX_TOASTS));
      }),
    [],
  );

  const dismiss = useCallback((key: number) => setToasts((list) => list.filter((toast) => toast.key !== key)), []);

  return (
    <div role="region" aria-label={intl.formatMessage(messages.label)} css={area}>
      {toasts.map((toast) => {
        const text = toastText(intl, toast);
        return text ? (
          <ToastMessage
            key={toast.key}
            toastKey={toast.key}
            kind={toast.kind}
            text={text}
            durationMs={TOAST_DURATION_MS}
            onDismiss={dismiss}
          />
        ) : null;
      })}
    </div>
  );
}
