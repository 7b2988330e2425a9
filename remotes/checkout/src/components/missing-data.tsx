import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '@mall/i18n';
import { PageProblem } from '@mall/remote-kit';
import { HOME_PATH } from '@mall/routes';

const messages = defineMessages({
  title: {
    id: 'checkout.MissingData.title',
    defaultMessage: 'Cannot check the payment status for lack of data',
    description: 'A payment page opened without its order number',
  },
  text: {
    id: 'checkout.MissingData.text',
    defaultMessage: 'Missing order number, cannot view order details',
    description: 'Explanation when the order number is missing',
  },
});

/** A payment page without the data it needs in its URL. */
export function MissingData() {
  const intl = useIntl();
  return (
    <PageProblem
      title={intl.formatMessage(messages.title)}
      text={intl.formatMessage(messages.text)}
      backTo={HOME_PATH}
      backLabel={intl.formatMessage(commonMessages.backHome)}
    />
  );
}
