import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@mall/i18n';
import type { ToastKind } from '@mall/event-bus';
import { theme } from '@mall/ui-theme';

export interface ToastMessageProps {
  toastKey: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
  onDismiss: (toastKey: number) => void;
}

const KIND_COLOURS: Record<ToastKind, string> = {
  success: theme.colors.success,
  error: theme.colors.danger,
  info: theme.colors.text,
};

const box = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.sm,
  minWidth: 240,
  maxWidth: 420,
  padding: `${theme.space.sm} ${theme.space.md}`,
  borderRadius: theme.radius.sm,
  boxShadow: theme.shadow.modal,
  color: theme.colors.onBrand,
  fontSize: theme.font.size.md,
  pointerEvents: 'auto',
});

const closeButton = css({
  marginLeft: 'auto',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  fontSize: 18,
  lineHeight: 1,
  cursor: 'pointer',
});

/** One toast: disappears after `durationMs`, held while the pointer or focus is on it. */
export function ToastMessage({ toastKey, kind, text, durationMs, onDismiss }: ToastMessageProps) {
  const intl = useIntl();
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return undefined;
    const timer = window.setTimeout(() => onDismiss(toastKey), durationMs);
    return () => window.clearTimeout(timer);
  }, [held, durationMs, onDismiss, toastKey]);

  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      css={[box, { background: KIND_COLOURS[kind] }]}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span>{text}</span>
      <button type="button" css={closeButton} aria-label={intl.formatMessage(commonMessages.close)} onClick={() => onDismiss(toastKey)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
