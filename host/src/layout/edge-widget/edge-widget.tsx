import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { EdgeWidgetTile } from './edge-widget-tile';
import { useCustomerService } from './use-customer-service';
import { useContactPhone } from '../../site-data/use-contact-phone';
import { useMobileMallUrl } from '../../site-data/use-mobile-mall-url';

const messages = defineMessages({
  label: {
    id: 'host.EdgeWidget.label',
    defaultMessage: 'Contact and mobile shopping',
    description: 'Accessible name of the right-edge widget',
  },
  contactLabel: {
    id: 'host.EdgeWidget.contactLabel',
    defaultMessage: 'Contact',
    description: 'Accessible name of the right-edge widget when the operator has no mobile mall (only the service tile)',
  },
  service: { id: 'host.EdgeWidget.service', defaultMessage: 'Service', description: 'Edge widget tile: customer service' },
  serviceTip: defineMessage<{ phone: string }>({
    id: 'host.EdgeWidget.serviceTip',
    defaultMessage: 'Hotline: {phone}',
    description: 'Tip in the service tile panel',
  }),
  mobile: { id: 'host.EdgeWidget.mobile', defaultMessage: 'Mobile', description: 'Edge widget tile: mobile mall' },
  mobileTip: defineMessage<{ phone: string }>({
    id: 'host.EdgeWidget.mobileTip',
    defaultMessage: 'Scan to shop, or call {phone}',
    description: 'Tip in the mobile tile panel',
  }),
});

const aside = css({
  position: 'fixed',
  right: 0,
  bottom: '39%',
  zIndex: 99,
  // On a phone (the QR sign-in's confirmation) the page's own text needs the width: no floating tiles over it.
  [theme.layout.narrow]: { display: 'none' },
  width: 64,
  background: 'rgba(40, 40, 40, 0.88)',
  borderRadius: `${theme.radius.sm} 0 0 ${theme.radius.sm}`,
});

const list = css({ margin: 0, padding: 0, listStyle: 'none' });

/** A phone number kept whole on its line: non-breaking hyphens and spaces ("400-888-0000" never ends a line at "-"). */
const unbreakable = (phone: string) => phone.replace(/-/g, '\u2011').replace(/ /g, '\u00a0');

/**
 * Tiles fixed to the right edge (39 % up, 64 px wide, z-index 99); each opens a small contact panel. The panels show
 * the mobile mall's QR code, and the Mobile tile is there only when the operator has a mobile mall (use-mobile-mall-url).
 */
export function EdgeWidget() {
  const intl = useIntl();
  const phone = unbreakable(useContactPhone());
  const mobileUrl = useMobileMallUrl();
  const service = useCustomerService();
  const chat = service.open;

  return (
    <>
      <aside aria-label={intl.formatMessage(mobileUrl ? messages.label : messages.contactLabel)} css={aside}>
        <ul css={list}>
          <EdgeWidgetTile
            icon="chat"
            label={intl.formatMessage(messages.service)}
            tip={intl.formatMessage(messages.serviceTip, { phone })}
            qrText={mobileUrl}
            onChat={chat}
          />
          {mobileUrl && (
            <EdgeWidgetTile
              icon="smartphone"
              label={intl.formatMessage(messages.mobile)}
              tip={intl.formatMessage(messages.mobileTip, { phone })}
              qrText={mobileUrl}
              onChat={chat}
            />
          )}
        </ul>
      </aside>
      {service.panel}
    </>
  );
}
