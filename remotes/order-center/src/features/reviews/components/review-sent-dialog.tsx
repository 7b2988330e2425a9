import { defineMessages, useIntl } from 'react-intl';
import { Button } from '@mall/ui-theme';
import { Modal } from '@mall/ui-theme/modal';

const messages = defineMessages({
  title: {
    id: 'orderCenter.ReviewSentDialog.title',
    defaultMessage: 'Review published',
    description: 'Title of the dialog after a review was sent',
  },
  thanks: {
    id: 'orderCenter.ReviewSentDialog.thanks',
    defaultMessage: 'Thank you for your review',
    description: 'Shown when the server gave no message',
  },
  back: {
    id: 'orderCenter.ReviewSentDialog.back',
    defaultMessage: 'Back to my reviews',
    description: 'Leaves the review form for the list of reviews',
  },
});

/** The success dialog of a sent review: the server's thanks, then back to "My reviews". */
export function ReviewSentDialog({ message, onDone }: { message: string; onDone: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={onDone}
      title={intl.formatMessage(messages.title)}
      width={420}
      footer={<Button onClick={onDone}>{intl.formatMessage(messages.back)}</Button>}
    >
      <p css={{ margin: 0 }}>{message || intl.formatMessage(messages.thanks)}</p>
    </Modal>
  );
}
