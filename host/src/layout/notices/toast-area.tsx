import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { bus, type MallEvents } from '@mall/event-bus';
import { runtimeMessage } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { TOAST_DURATION_MS } from '../../site-data/site-info';
import { ToastMessage } from './toast-message';

const messages = defineMessages({
  label: { id: 'host.ToastArea.label', defaultMessage: 'Notifications', description: 'Accessible name of the toast area' },
});

type Toast = MallEvents['ui/toast'] & { key: number; shownAt: number };

/** Keeps at most this many on screen; older ones give way. */
const MAX_TOASTS = 4;

/**
 * Below the top bar, the header and the category row (≈170 px on a page's top; the header fixed while scrolling is
 * 96 px), so a toast never covers the search box, the cart or the category button (issue 18, item 10).
 */
export const TOAST_TOP_PX = 184;

/**
 * An error shown before the page changed is about the page the shopper left: it goes with it. One published as the
 * page changes (the refusal that sent the shopper elsewhere) stays; confirmations ("Added to cart") always stay.
 */
const ERROR_OUTLIVES_NAVIGATION_MS = 300;

const area = css({
  position: 'fixed',
  top: TOAST_TOP_PX,
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
    return runtimeMessage(intl, toast.messageId, toast.message?.trim() ?? '');
  }
  return toast.message?.trim() ?? '';
}

let nextKey = 1;

/**
 * Shows every `ui/toast` event from any remote, translated, and hides each after a few seconds; an error goes when
 * the shopper leaves its page.
 */
export function ToastArea() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const before = Date.now() - ERROR_OUTLIVES_NAVIGATION_MS;
    setToasts((list) => list.filter((toast) => toast.kind !== 'error' || toast.shownAt > before));
  }, [pathname]);

  useEffect(
    () =>
      bus.subscribe('ui/toast', (payload) => {
        if (!payload.messageId && !payload.message?.trim()) return;
        const key = nextKey++;
        setToasts((list) => [...list, { ...payload, key, shownAt: Date.now() }].slice(-MAX_TOASTS));
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
