import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@mall/i18n';
import { Button } from '@mall/ui-theme';
import { Modal } from '@mall/ui-theme/modal';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before something that cannot be undone (deleting, cancelling, paying). */
export function ConfirmDialog({ open, title, children, confirmLabel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      width={420}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
