import type { CustomerServiceConfig, PcIndexInfoResponse } from './types';

/** The platform's contact settings, taken from the home data (facts 2.16). */
export function platformServiceConfig(home: PcIndexInfoResponse): CustomerServiceConfig {
  return {
    serviceType: home.consumerType,
    serviceLink: home.consumerH5Url,
    servicePhone: home.consumerHotline,
    serviceMessage: home.consumerMessage,
    serviceEmail: home.consumerEmail,
  };
}

export interface ServiceLink {
  href: string;
  /** The messenger opens in a new window; the others replace the page or hand over to the OS. */
  newWindow: boolean;
}

const isWebUrl = (value: string) => /^https?:\/\//i.test(value);

/** Where the "customer service" button goes, or null when the configured contact is missing or unsafe. */
export function customerServiceLink(config: CustomerServiceConfig): ServiceLink | null {
  const value = (text: string | null | undefined) => (text ?? '').trim();
  switch (config.serviceType) {
    case 'H5':
    case 'h5': {
      const link = value(config.serviceLink);
      return isWebUrl(link) ? { href: link, newWindow: false } : null;
    }
    case 'message': {
      const link = value(config.serviceMessage);
      return isWebUrl(link) ? { href: link, newWindow: true } : null;
    }
    case 'phone':
    case 'hotline': {
      const phone = value(config.servicePhone).replace(/[^\d+]/g, '');
      return phone ? { href: `tel:${phone}`, newWindow: false } : null;
    }
    case 'email': {
      const email = value(config.serviceEmail);
      return email.includes('@') ? { href: `mailto:${email}`, newWindow: false } : null;
    }
    default:
      return null;
  }
}
