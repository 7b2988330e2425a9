import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { OrderLogistics } from '@mall/contract';
import { ErrorNotice, LoadingBlock, type Loadable } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { factList, panel, panelHeading } from '../../../components/panel';
import { logisticsStateMessage } from '../logistics-state-messages';
import { LogisticsTimeline } from './logistics-timeline';

const messages = defineMessages({
  title: { id: 'orderCenter.DeliveryBlock.title', defaultMessage: 'Delivery', description: 'Heading of the delivery block' },
  method: { id: 'orderCenter.DeliveryBlock.method', defaultMessage: 'Delivery method', description: 'How the order travels' },
  express: { id: 'orderCenter.DeliveryBlock.express', defaultMessage: 'Express', description: 'Delivery by a carrier' },
  courier: { id: 'orderCenter.DeliveryBlock.courier', defaultMessage: 'Courier delivery', description: 'Delivery by the shop’s courier' },
  virtual: { id: 'orderCenter.DeliveryBlock.virtual', defaultMessage: 'Virtual delivery (no parcel)', description: 'Nothing to ship' },
  company: { id: 'orderCenter.DeliveryBlock.company', defaultMessage: 'Express company', description: 'The carrier' },
  waybill: { id: 'orderCenter.DeliveryBlock.waybill', defaultMessage: 'Tracking number', description: 'The waybill number' },
  courierName: { id: 'orderCenter.DeliveryBlock.courierName', defaultMessage: 'Courier', description: 'The courier’s name' },
  courierPhone: { id: 'orderCenter.DeliveryBlock.courierPhone', defaultMessage: 'Courier phone', description: 'The courier’s phone' },
  delivered: { id: 'orderCenter.DeliveryBlock.delivered', defaultMessage: 'Delivered', description: 'What a virtual delivery handed over' },
  state: { id: 'orderCenter.DeliveryBlock.state', defaultMessage: 'Status', description: 'The parcel’s tracking state' },
  received: {
    id: 'orderCenter.DeliveryBlock.received',
    defaultMessage: 'Received',
    description: 'The shopper confirmed receipt (the carrier’s tracking may lag)',
  },
  notShipped: {
    id: 'orderCenter.DeliveryBlock.notShipped',
    defaultMessage: 'The shop has not shipped this order yet.',
    description: 'No delivery yet',
  },
});

const reason = css({ color: theme.colors.danger });

/**
 * How the order travels (express company and tracking number, courier and phone, or virtual), the tracking state
 * and the events, newest first. Anchored as #logistics so "Track parcel" of the list lands here.
 */
export function DeliveryBlock({
  logistics,
  onRetry,
  received = false,
}: {
  logistics: Loadable<OrderLogistics | null>;
  onRetry: () => void;
  /** The shopper confirmed receipt (the order is received or completed). */
  received?: boolean;
}) {
  const intl = useIntl();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const ready = logistics.status === 'ready';
  // Opened from "Track parcel": once the tracking is in, bring it into view (the router does not scroll to hashes).
  useEffect(() => {
    if (ready && hash === '#logistics') section.current?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
  let content;
  if (logistics.status === 'failed' && logistics.error) content = <ErrorNotice failure={logistics.error} onRetry={onRetry} />;
  else if (logistics.status !== 'ready') content = <LoadingBlock minHeight={80} />;
  else if (!logistics.data) content = <p css={{ margin: 0, color: theme.colors.muted }}>{intl.formatMessage(messages.notShipped)}</p>;
  else {
    const info = logistics.data;
    content = (
      <>
        <dl css={factList}>
          <dt>{intl.formatMessage(messages.method)}</dt>
          <dd>{intl.formatMessage(messages[info.deliveryType])}</dd>
          {info.deliveryType === 'express' && (
            <>
              <dt>{intl.formatMessage(messages.company)}</dt>
              <dd>{info.expName}</dd>
              <dt>{intl.formatMessage(messages.waybill)}</dt>
              <dd>{info.expNo}</dd>
            </>
          )}
          {info.deliveryType === 'courier' && (
            <>
              <dt>{intl.formatMessage(messages.courierName)}</dt>
              <dd>{info.courier}</dd>
              <dt>{intl.formatMessage(messages.courierPhone)}</dt>
              <dd>
                <a href={`tel:${(info.courierPhone ?? '').replace(/[^+\d]/g, '')}`}>{info.courierPhone}</a>
              </dd>
            </>
          )}
          {info.deliveryType === 'virtual' && info.virtualInfo && (
            <>
              <dt>{intl.formatMessage(messages.delivered)}</dt>
              <dd>{info.virtualInfo}</dd>
            </>
          )}
          <dt>{intl.formatMessage(messages.state)}</dt>
          <dd>
            {/* A received order is no longer "in transit", whatever the carrier's last event said (issue 18). */}
            {received && info.state < 3 ? intl.formatMessage(messages.received) : intl.formatMessage(logisticsStateMessage(info.state))}
            {info.reason && <span css={reason}> — {info.reason}</span>}
          </dd>
        </dl>
        <LogisticsTimeline logistics={info} />
      </>
    );
  }
  return (
    <section id="logistics" ref={section} css={panel} aria-labelledby="order-delivery">
      <h2 id="order-delivery" css={panelHeading}>
        {intl.formatMessage(messages.title)}
      </h2>
      {content}
    </section>
  );
}
