import { FormattedMessage } from 'react-intl';
import { customerServiceLink, type CustomerServiceConfig } from '@mall/api-client';
import { theme } from '@mall/ui-theme';

/**
 * The store's customer service (the contract's service settings): an H5 chat page, Messenger in a new window, a tel: or a mailto:
 * link, by its serviceType. Nothing when the store's contact is missing or not a safe link.
 */
export function ServiceContact({ config }: { config: CustomerServiceConfig }) {
  const link = customerServiceLink(config);
  if (!link) return null;
  return (
    <a
      href={link.href}
      target={link.newWindow ? '_blank' : undefined}
      rel={link.newWindow ? 'noopener noreferrer' : undefined}
      css={{ color: theme.colors.brandStrong }}
    >
      <FormattedMessage
        id="merchantStreet.ServiceContact.label"
        defaultMessage="Customer service"
        description="Link to contact the store"
      />
    </a>
  );
}
