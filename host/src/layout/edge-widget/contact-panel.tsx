import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { customerServiceLink } from '@mall/api-client';
import { theme } from '@mall/ui-theme';
import { Modal } from '@mall/ui-theme/modal';
import { readChatConfig } from './chat-config';
import { useHomeData } from '../../site-data/use-home-data';

const messages = defineMessages({
  title: { id: 'host.ContactPanel.title', defaultMessage: 'Customer service', description: 'Title of the contact panel' },
  intro: {
    id: 'host.ContactPanel.intro',
    defaultMessage: 'Call or write to us: we answer questions about orders, payments, deliveries and returns.',
    description: 'First line of the contact panel',
  },
  hotline: { id: 'host.ContactPanel.hotline', defaultMessage: 'Hotline', description: 'Label of the phone number in the contact panel' },
  email: { id: 'host.ContactPanel.email', defaultMessage: 'Email', description: 'Label of the email address in the contact panel' },
  hours: { id: 'host.ContactPanel.hours', defaultMessage: 'Hours', description: 'Label of the opening hours in the contact panel' },
  chatFailed: {
    id: 'host.ContactPanel.chatFailed',
    defaultMessage: 'The chat could not be opened just now. You can call or write to us instead.',
    description: 'The contact panel when the chat engine could not be reached',
  },
  none: {
    id: 'host.ContactPanel.none',
    defaultMessage: 'Customer service is not available right now. Please try again later.',
    description: 'The contact panel when the platform has no contact configured',
  },
});

const list = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${theme.space.sm} ${theme.space.md}`,
  margin: `${theme.space.md} 0 0`,
  dt: { color: theme.colors.muted },
  dd: { margin: 0, fontWeight: 600 },
});

/** A number or address kept on one line ("400-888-0000" never breaks at its hyphens). */
const oneLine = css({ whiteSpace: 'nowrap', color: theme.colors.brandStrong });

/**
 * What the shopper sees when the platform has no chat, or its chat engine cannot be reached: the hotline, the email and the hours the operator configured
 * (cookie merPlatChatConfig, and the home data's consumerHours), each a link where it can be one.
 */
export default function ContactPanel({ onClose, chatFailed = false }: { onClose: () => void; chatFailed?: boolean }) {
  const intl = useIntl();
  const config = readChatConfig();
  const home = useHomeData();
  const phone = (config?.servicePhone ?? home?.consumerHotline ?? '').trim();
  const email = (config?.serviceEmail ?? home?.consumerEmail ?? '').trim();
  const hours = (home?.consumerHours ?? '').trim();
  // The links as the store's and the platform's other contact buttons make them (@mall/api-client).
  const contact = { serviceLink: '', serviceMessage: '', servicePhone: phone, serviceEmail: email };
  const phoneHref = customerServiceLink({ ...contact, serviceType: 'phone' })?.href;
  const emailHref = customerServiceLink({ ...contact, serviceType: 'email' })?.href;
  return (
    <Modal open onClose={onClose} title={intl.formatMessage(messages.title)} width={420}>
      {chatFailed && (
        <p role="status" css={{ margin: `0 0 ${theme.space.md}`, color: theme.colors.danger }}>
          {intl.formatMessage(messages.chatFailed)}
        </p>
      )}
      {phone || email ? (
        <>
          <p css={{ margin: 0 }}>{intl.formatMessage(messages.intro)}</p>
          <dl css={list}>
            {phone && (
              <>
                <dt>{intl.formatMessage(messages.hotline)}</dt>
                <dd>
                  <a css={oneLine} href={phoneHref}>
                    {phone}
                  </a>
                </dd>
              </>
            )}
            {emailHref && (
              <>
                <dt>{intl.formatMessage(messages.email)}</dt>
                <dd>
                  <a css={oneLine} href={emailHref}>
                    {email}
                  </a>
                </dd>
              </>
            )}
            {hours && (
              <>
                <dt>{intl.formatMessage(messages.hours)}</dt>
                <dd>{hours}</dd>
              </>
            )}
          </dl>
        </>
      ) : (
        <p css={{ margin: 0 }}>{intl.formatMessage(messages.none)}</p>
      )}
    </Modal>
  );
}
