import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '@mall/i18n';
import { Button } from '@mall/ui-theme';
import { Modal } from '@mall/ui-theme/modal';

const messages = defineMessages({
  title: { id: 'host.LogoutDialog.title', defaultMessage: 'Log out', description: 'Title of the log-out confirmation' },
  question: { id: 'host.LogoutDialog.question', defaultMessage: 'Do you want to log out?', description: 'Log-out confirmation question' },
  confirm: { id: 'host.LogoutDialog.confirm', defaultMessage: 'Log out', description: 'Button that confirms logging out' },
});

export interface LogoutDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before logging out: a logout is always confirmed. */
export function LogoutDialog({ open, busy, onCancel, onConfirm }: LogoutDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={intl.formatMessage(messages.title)}
      width={360}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {intl.formatMessage(messages.confirm)}
          </Button>
        </>
      }
    >
      <p css={{ margin: 0 }}>{intl.formatMessage(messages.question)}</p>
    </Modal>
  );
}
