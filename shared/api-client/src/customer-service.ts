import type { MerchantServiceInfo, PcIndexInfoResponse, PlatformServiceType } from '@mall/contract';

/** A store's channel (MerchantServiceInfo) or the platform's (the home data's consumerType). */
export type ServiceType = MerchantServiceInfo['serviceType'] | PlatformServiceType;

/** A customer-service contact, the store's or the platform's. */
export type CustomerServiceConfig = Omit<MerchantServiceInfo, 'serviceType'> & { serviceType: ServiceType };

/** The platform's contact settings, taken from the home data. */
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
