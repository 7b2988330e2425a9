import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { bus } from '@mall/event-bus';
import { openChat } from './chat-config';

const messages = defineMessages({
  unavailable: {
    id: 'host.CustomerService.unavailable',
    defaultMessage: 'Customer service is not available right now. Please try again later.',
    description: 'Toast when no customer-service contact is configured',
  },
});

/** Opens the platform chat from cookie `merPlatChatConfig`, or tells the shopper it is not configured. */
export function openCustomerService(intl: IntlShape): void {
  if (openChat()) return;
  bus.publish('ui/toast', {
    kind: 'info',
    messageId: messages.unavailable.id,
    message: intl.formatMessage(messages.unavailable),
  });
}
