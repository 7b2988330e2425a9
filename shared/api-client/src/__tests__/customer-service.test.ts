import { chatEngineOf, customerServiceLink, platformServiceConfig } from '../customer-service';
import type { PcIndexInfoResponse } from '@mall/contract';

const base = { serviceLink: '', servicePhone: '', serviceMessage: '', serviceEmail: '' };

describe('customerServiceLink', () => {
  it('opens an H5 link in place and a messenger link in a new window', () => {
    expect(customerServiceLink({ ...base, serviceType: 'H5', serviceLink: 'https://chat.example' })).toEqual({
      href: 'https://chat.example',
      newWindow: false,
    });
    expect(customerServiceLink({ ...base, serviceType: 'message', serviceMessage: 'https://m.me/mall' })).toEqual({
      href: 'https://m.me/mall',
      newWindow: true,
    });
  });

  it('dials phones and mails addresses', () => {
    expect(customerServiceLink({ ...base, serviceType: 'hotline', servicePhone: '+856 21 123 456' })?.href).toBe('tel:+85621123456');
    expect(customerServiceLink({ ...base, serviceType: 'email', serviceEmail: 'help@mall.example' })?.href).toBe(
      'mailto:help@mall.example',
    );
  });

  it('refuses missing or script links', () => {
    expect(customerServiceLink({ ...base, serviceType: 'h5', serviceLink: 'javascript:alert(1)' })).toBeNull();
    expect(customerServiceLink({ ...base, serviceType: 'phone' })).toBeNull();
    expect(customerServiceLink({ ...base, serviceType: 'email', serviceEmail: 'nobody' })).toBeNull();
  });

  it('maps the platform settings of the home data', () => {
    const home = {
      consumerType: 'email',
      consumerH5Url: 'https://h5',
      consumerHotline: '1',
      consumerMessage: 'https://m',
      consumerEmail: 'a@b.co',
    } as PcIndexInfoResponse;
    expect(platformServiceConfig(home)).toEqual({
      serviceType: 'email',
      serviceLink: 'https://h5',
      servicePhone: '1',
      serviceMessage: 'https://m',
      serviceEmail: 'a@b.co',
    });
  });

  it('carries the chat engine of the home data into the cookie, and reads it back only when usable', () => {
    const home = {
      consumerType: 'hotline',
      consumerH5Url: '',
      consumerHotline: '400',
      consumerMessage: '',
      consumerEmail: '',
      chat: { engine: 'chatwoot', baseUrl: 'https://chat.mall.example', websiteToken: 'tok', identityVerified: true },
    } as PcIndexInfoResponse;
    const config = platformServiceConfig(home);
    expect(config).toMatchObject({ serviceType: 'hotline', serviceEngine: 'chatwoot', serviceBaseUrl: 'https://chat.mall.example' });
    expect(chatEngineOf(config)).toEqual(home.chat);
    expect(chatEngineOf({ ...config, serviceBaseUrl: 'javascript:alert(1)' })).toBeNull();
    expect(chatEngineOf({ ...config, serviceToken: ' ' })).toBeNull();
    expect(chatEngineOf({ ...config, serviceVerified: undefined })).toMatchObject({ identityVerified: false });
    // A backend of the contract's family sends no engine: the contract's channels only.
    expect(chatEngineOf(platformServiceConfig({ ...home, chat: undefined }))).toBeNull();
    expect(chatEngineOf(null)).toBeNull();
  });
});
