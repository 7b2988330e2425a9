import { css } from '@emotion/react';
import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { writePlatformChatConfig } from './chat-config';
import { Icon } from './icon';
import type { IconName } from './icon-paths';
import { pageColumn } from './page-column';
import { REGISTRATION_NUMBER } from './site-info';
import { useContactPhone } from './use-contact-phone';
import { useHomeData } from './use-home-data';

const messages = defineMessages({
  promises: { id: 'host.SiteFooter.promises', defaultMessage: 'Our promises', description: 'Accessible name of the promise tiles' },
  variety: { id: 'host.SiteFooter.variety', defaultMessage: 'Complete variety', description: 'Promise tile: wide product range' },
  delivery: { id: 'host.SiteFooter.delivery', defaultMessage: 'Fast delivery', description: 'Promise tile: quick shipping' },
  genuine: { id: 'host.SiteFooter.genuine', defaultMessage: 'Genuine products', description: 'Promise tile: authentic goods' },
  price: { id: 'host.SiteFooter.price', defaultMessage: 'Low prices every day', description: 'Promise tile: everyday low price' },
  phone: defineMessage<{ phone: string }>({ id: 'host.SiteFooter.phone', defaultMessage: 'Customer hotline: {phone}', description: 'Footer contact phone line' }),
  address: {
    id: 'host.SiteFooter.address',
    defaultMessage: 'Address: 18 Commerce Avenue, Gaoxin District, Xi’an, Shaanxi, China',
    description: 'Footer company address',
  },
  registration: defineMessage<{ number: string }>({ id: 'host.SiteFooter.registration', defaultMessage: 'Registration no. {number}', description: 'Footer business registration number' }),
  copyright: {
    id: 'host.SiteFooter.copyright',
    defaultMessage: '© 2013–2021 Mall. All rights reserved.',
    description: 'Footer copyright line',
  },
});

const PROMISES: { icon: IconName; text: MessageDescriptor }[] = [
  { icon: 'variety', text: messages.variety },
  { icon: 'delivery', text: messages.delivery },
  { icon: 'genuine', text: messages.genuine },
  { icon: 'price', text: messages.price },
];

const footer = css({
  marginTop: theme.space.xl,
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.muted,
  fontSize: theme.font.size.sm,
});

const tiles = css([
  pageColumn,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    margin: '0 auto',
    padding: `${theme.space.lg} 0`,
    listStyle: 'none',
    borderBottom: `1px solid ${theme.colors.border}`,
  },
]);

const tile = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.sm,
  color: theme.colors.text,
  fontSize: theme.font.size.lg,
  fontWeight: 600,
  '& svg': { color: theme.colors.brand },
});

const info = css([pageColumn, { padding: `${theme.space.lg} 0`, textAlign: 'center', lineHeight: 2 }]);

/**
 * Promise tiles, contact lines and copyright. It also copies the platform's customer-service settings
 * from the home data into cookie `merPlatChatConfig`, which the chat buttons read.
 */
export function SiteFooter() {
  const intl = useIntl();
  const home = useHomeData();
  const phone = useContactPhone();

  useEffect(() => {
    if (home) writePlatformChatConfig(home);
  }, [home]);

  return (
    <footer css={footer}>
      <ul aria-label={intl.formatMessage(messages.promises)} css={tiles}>
        {PROMISES.map((promise) => (
          <li key={promise.icon} css={tile}>
            <Icon name={promise.icon} size={36} />
            <span>{intl.formatMessage(promise.text)}</span>
          </li>
        ))}
      </ul>
      <div css={info}>
        <p css={{ margin: 0 }}>{intl.formatMessage(messages.phone, { phone })}</p>
        <address css={{ fontStyle: 'normal' }}>{intl.formatMessage(messages.address)}</address>
        <p css={{ margin: 0 }}>{intl.formatMessage(messages.registration, { number: REGISTRATION_NUMBER })}</p>
        <p css={{ margin: 0 }}>
          <small>{intl.formatMessage(messages.copyright)}</small>
        </p>
      </div>
    </footer>
  );
}
