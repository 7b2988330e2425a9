import { css } from '@emotion/react';
import { useCallback, useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { refundPictures } from '../api/refunds';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { OrderGoods } from '../../../components/order-goods';
import { factList, panel, panelHeading } from '../../../components/panel';
import { useDateTime } from '../../../lib/date';
import { orderDetailPath } from '@mall/routes';
import { selectRefundDetail } from '../store/selectors';
import { refundDetailOpened } from '../store/slice';
import { RefundStatePanel } from './refund-state-panel';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  request: { id: 'orderCenter.RefundDetailView.request', defaultMessage: 'Your request', description: 'Heading of the request facts' },
  number: { id: 'orderCenter.RefundDetailView.number', defaultMessage: 'Refund number', description: 'The refund number' },
  order: { id: 'orderCenter.RefundDetailView.order', defaultMessage: 'Order number', description: 'The order refunded' },
  applied: { id: 'orderCenter.RefundDetailView.applied', defaultMessage: 'Requested', description: 'When the refund was requested' },
  reason: { id: 'orderCenter.RefundDetailView.reason', defaultMessage: 'Reason', description: 'The reason chosen' },
  explain: { id: 'orderCenter.RefundDetailView.explain', defaultMessage: 'Instructions', description: 'The shopper’s instructions' },
  remark: { id: 'orderCenter.RefundDetailView.remark', defaultMessage: 'Remark', description: 'The shopper’s remark' },
  quantity: { id: 'orderCenter.RefundDetailView.quantity', defaultMessage: 'Quantity', description: 'Units returned' },
  amount: { id: 'orderCenter.RefundDetailView.amount', defaultMessage: 'Refund amount', description: 'The amount asked for' },
  refundTime: { id: 'orderCenter.RefundDetailView.refundTime', defaultMessage: 'Refund time', description: 'When the money went back' },
  none: { id: 'orderCenter.RefundDetailView.none', defaultMessage: 'None', description: 'An empty optional field' },
  pictures: { id: 'orderCenter.RefundDetailView.pictures', defaultMessage: 'Proof pictures', description: 'Heading of the proof pictures' },
  picture: defineMessage<{ index: number }>({
    id: 'orderCenter.RefundDetailView.picture',
    defaultMessage: 'Proof picture {index}',
    description: 'Alt text of a proof picture',
  }),
  goods: { id: 'orderCenter.RefundDetailView.goods', defaultMessage: 'Goods', description: 'Heading of the refunded goods' },
});

const gallery = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, margin: 0, padding: 0, listStyle: 'none' });
const picture = css({
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.colors.border}`,
});

/** A refund: its state and what it means, the request (reason, instructions, pictures, remark, amount), the goods. */
export function RefundDetailView({ refundOrderNo }: { refundOrderNo: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const money = useMoney();
  const dateTime = useDateTime();
  const dispatch = useDispatch();
  const detail = useSelector(selectRefundDetail);

  const load = useCallback(() => dispatch(refundDetailOpened(refundOrderNo)), [dispatch, refundOrderNo]);
  useEffect(() => {
    load();
  }, [load]);

  const refund = detail.data?.refundOrderNo === refundOrderNo ? detail.data : null;
  if (detail.status === 'failed' && detail.error) return <ErrorNotice failure={detail.error} onRetry={load} />;
  if (!refund) return <LoadingBlock />;
  const pictures = refundPictures(refund);
  const none = intl.formatMessage(messages.none);
  return (
    <>
      <RefundStatePanel refund={refund} />
      <section css={panel} aria-labelledby="refund-request">
        <h2 id="refund-request" css={panelHeading}>
          {intl.formatMessage(messages.request)}
        </h2>
        <dl css={factList}>
          <dt>{intl.formatMessage(messages.number)}</dt>
          <dd>{refund.refundOrderNo}</dd>
          <dt>{intl.formatMessage(messages.order)}</dt>
          <dd>
            <Link to={localizePath(orderDetailPath(refund.merOrderNo), locale)}>{refund.merOrderNo}</Link>
          </dd>
          <dt>{intl.formatMessage(messages.applied)}</dt>
          <dd>{dateTime(refund.createTime)}</dd>
          <dt>{intl.formatMessage(messages.reason)}</dt>
          <dd>{refund.refundReasonWap}</dd>
          <dt>{intl.formatMessage(messages.explain)}</dt>
          <dd>{refund.refundReasonWapExplain?.trim() || none}</dd>
          <dt>{intl.formatMessage(messages.remark)}</dt>
          <dd>{refund.mark?.trim() || none}</dd>
          <dt>{intl.formatMessage(messages.quantity)}</dt>
          <dd>{intl.formatNumber(refund.totalNum)}</dd>
          <dt>{intl.formatMessage(messages.amount)}</dt>
          <dd>{money(refund.refundPrice)}</dd>
          {refund.refundStatus === 3 && refund.refundTime && (
            <>
              <dt>{intl.formatMessage(messages.refundTime)}</dt>
              <dd>{dateTime(refund.refundTime)}</dd>
            </>
          )}
        </dl>
        {pictures.length > 0 && (
          <>
            <h3 css={{ margin: `${theme.space.md} 0 ${theme.space.sm}`, fontSize: theme.font.size.md }}>
              {intl.formatMessage(messages.pictures)}
            </h3>
            <ul css={gallery}>
              {pictures.map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <Picture
                      css={picture}
                      src={url}
                      alt={intl.formatMessage(messages.picture, { index: index + 1 })}
                      width={96}
                      height={96}
                      sizes="96px"
                      eager
                    />
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section css={panel} aria-label={intl.formatMessage(messages.goods)}>
        <OrderGoods merId={refund.merId} merName={refund.merName} lines={refund.orderInfoList} headingLevel={2} />
      </section>
    </>
  );
}
