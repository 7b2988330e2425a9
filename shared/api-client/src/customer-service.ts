import type { ChatEngineSettings, MerchantServiceInfo, PcIndexInfoResponse, PlatformServiceType } from '@mall/contract';

/** A store's channel (MerchantServiceInfo) or the platform's (the home data's consumerType). */
export type ServiceType = MerchantServiceInfo['serviceType'] | PlatformServiceType;

/**
 * A customer-service contact, the store's or the platform's. The platform's may also name a chat engine (ours, in the
 * home data's `chat`): `serviceEngine`, `serviceBaseUrl`, `serviceToken`, `serviceVerified` — absent on a backend of
 * the contract's family, and then the contract's channels are all there is.
 */
export type CustomerServiceConfig = Omit<MerchantServiceInfo, 'serviceType'> & {
  serviceType: ServiceType;
  serviceEngine?: ChatEngineSettings['engine'];
  serviceBaseUrl?: string;
  serviceToken?: string;
  serviceVerified?: boolean;
};

/** The platform's contact settings, taken from the home data (what cookie merPlatChatConfig holds). */
export function platformServiceConfig(home: PcIndexInfoResponse): CustomerServiceConfig {
  const chat = home.chat;
  return {
    serviceType: home.consumerType,
    serviceLink: home.consumerH5Url,
    servicePhone: home.consumerHotline,
    serviceMessage: home.consumerMessage,
    serviceEmail: home.consumerEmail,
    ...(chat && {
      serviceEngine: chat.engine,
      serviceBaseUrl: chat.baseUrl,
      serviceToken: chat.websiteToken,
      serviceVerified: chat.identityVerified,
    }),
  };
}

/** The chat engine a contact names, when it names a usable one (an http(s) address and a website token). */
export function chatEngineOf(config: CustomerServiceConfig | null): ChatEngineSettings | null {
  if (config?.serviceEngine !== 'chatwoot') return null;
  const baseUrl = (config.serviceBaseUrl ?? '').trim().replace(/\/+$/, '');
  const websiteToken = (config.serviceToken ?? '').trim();
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(baseUrl) || !websiteToken) return null;
  return { engine: 'chatwoot', baseUrl, websiteToken, identityVerified: config.serviceVerified === true };
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
