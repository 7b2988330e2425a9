import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { Icon } from '../common/icon';
import type { IconName } from '../common/icon-paths';
import { pageColumn } from '../common/page-column';
import { useContactPhone } from '../../site-data/use-contact-phone';
import { useSiteDetails } from '../../site-data/use-site-details';

const messages = defineMessages({
  promises: { id: 'host.SiteFooter.promises', defaultMessage: 'Our promises', description: 'Accessible name of the promise tiles' },
  variety: { id: 'host.SiteFooter.variety', defaultMessage: 'Complete variety', description: 'Promise tile: wide product range' },
  delivery: { id: 'host.SiteFooter.delivery', defaultMessage: 'Fast delivery', description: 'Promise tile: quick shipping' },
  genuine: { id: 'host.SiteFooter.genuine', defaultMessage: 'Genuine products', description: 'Promise tile: authentic goods' },
  price: { id: 'host.SiteFooter.price', defaultMessage: 'Low prices every day', description: 'Promise tile: everyday low price' },
  phone: defineMessage<{ phone: string }>({
    id: 'host.SiteFooter.phone',
    defaultMessage: 'Customer hotline: {phone}',
    description: 'Footer contact phone line',
  }),
  copyright: defineMessage<{ year: number; owner: string }>({
    id: 'host.SiteFooter.copyright',
    defaultMessage: '© {year} {owner}. All rights reserved.',
    description: "Footer copyright line: year is the current year, owner the operator's company name as entered",
  }),
});

/**
 * The copyright line for `owner`: an owner that ends with a full stop ("Co., Ltd.") would meet the template's own
 * full stop, so the doubled stop right after the owner is collapsed into one.
 */
function copyrightLine(formatted: string, owner: string): string {
  return owner.endsWith('.') ? formatted.replace(`${owner}.`, owner) : formatted;
}

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
 * Promise tiles, contact lines and copyright. The address, registration and copyright owner are the operator's data
 * (home data, see use-site-details.ts), each line shown only when set; the copyright year is the current year. (The
 * chat settings cookie is written by PlatformChatConfig: this footer loads on demand.)
 */
export function SiteFooter() {
  const intl = useIntl();
  const phone = useContactPhone();
  const { address, registration, copyrightOwner } = useSiteDetails();

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
        {/* The operator's address and registration text are shown untranslated, exactly as entered: they are legal
            facts in the operator's own wording (a registration format differs by country), not interface text. */}
        {address && <address css={{ fontStyle: 'normal' }}>{address}</address>}
        {registration && <p css={{ margin: 0 }}>{registration}</p>}
        {/* No owner, no copyright claim: a line naming nobody (or a made-up name) would say nothing true. */}
        {copyrightOwner && (
          <p css={{ margin: 0 }}>
            <small>
              {copyrightLine(
                intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), owner: copyrightOwner }),
                copyrightOwner,
              )}
            </small>
          </p>
        )}
      </div>
    </footer>
  );
}
