import { css } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
// Not part of the shared singleton (package.json "exports"): each app bundles it if it uses it; the theme is
// the singleton's, through the package's own name.
import { theme, visuallyHidden } from '@mall/ui-theme';
import { focusableElements } from './focusable';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for screen readers only (e.g. the login dialog shows tabs instead). */
  hideTitle?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  width?: number;
  /** Clicking the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
}

const backdrop = css({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: theme.colors.backdrop,
});

const panel = css({
  position: 'relative',
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  padding: theme.space.lg,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  boxShadow: theme.shadow.modal,
  '&:focus': { outline: 'none' },
});

const heading = css({ margin: `0 ${theme.space.xl} ${theme.space.md} 0`, fontSize: theme.font.size.xl });

const closeButton = css({
  position: 'absolute',
  top: theme.space.sm,
  right: theme.space.sm,
  width: 32,
  height: 32,
  border: 0,
  borderRadius: theme.radius.sm,
  background: 'none',
  color: theme.colors.muted,
  fontSize: 22,
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.text, background: theme.colors.background },
});

const footerRow = css({ display: 'flex', justifyContent: 'flex-end', gap: theme.space.sm, marginTop: theme.space.lg });

/** A modal dialog: labelled by its title, Escape and the close button close it, Tab stays inside. */
export function Modal({ open, onClose, title, hideTitle = false, children, footer, width = 480, closeOnBackdrop = true }: ModalProps) {
  const intl = useIntl();
  const titleId = `modal-title-${useId()}`;
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) (focusableElements(dialog).find((el) => el.dataset.modalClose === undefined) ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableElements(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      css={backdrop}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={[panel, { width }]}
      >
        <h2 id={titleId} css={hideTitle ? visuallyHidden : heading}>
          {title}
        </h2>
        <button
          type="button"
          data-modal-close=""
          aria-label={intl.formatMessage({
            id: 'common.close',
            defaultMessage: 'Close',
            description: 'Button that closes a dialog or a message',
          })}
          onClick={() => onClose()}
          css={closeButton}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
        {footer && <div css={footerRow}>{footer}</div>}
      </div>
    </div>
  );
}
