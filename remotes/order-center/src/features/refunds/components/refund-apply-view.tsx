import { css } from '@emotion/react';
import { useCallback, useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { NETWORK_ERROR_CODE } from '@mall/api-client';
import { bus } from '@mall/event-bus';
import { localizePath, useLocale } from '@mall/i18n';
import { ErrorNotice, LoadingBlock, useFailureText } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { orderDetailPath, REFUND_LIST_PATH } from '@mall/routes';
import { offersPartialRefund, refundRequestOf, type RefundFormValues } from '../refund-form-values';
import { selectRefundApply, selectRefundSubmitted, selectRefundSubmitting } from '../store/selectors';
import { applyOpened, refundSubmitted } from '../store/slice';
import { RefundForm } from './refund-form';

const messages = defineMessages({
  refused: {
    id: 'orderCenter.RefundApplyView.refused',
    defaultMessage: 'This order cannot be refunded',
    description: 'Heading when the server refuses a refund',
  },
  back: { id: 'orderCenter.RefundApplyView.back', defaultMessage: 'Back to the order', description: 'Link back to the order' },
  sent: {
    id: 'orderCenter.RefundApplyView.sent',
    defaultMessage: 'Your refund request was sent',
    description: 'Toast after a refund request',
  },
});

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: theme.space.xl,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  textAlign: 'center',
});

/** Loads what the order may return, shows the form, and moves on to the refund list once the request is in. */
export function RefundApplyView({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const failureText = useFailureText();
  const apply = useSelector(selectRefundApply);
  const submitting = useSelector(selectRefundSubmitting);
  const submitted = useSelector(selectRefundSubmitted);
  // A request sent on an earlier visit is not this visit's.
  const earlier = useRef(submitted);

  const load = useCallback(() => dispatch(applyOpened(orderNo)), [dispatch, orderNo]);
  useEffect(() => {
    load();
  }, [load]);

  useEffect(() => {
    if (!submitted || submitted === earlier.current) return;
    bus.publish('ui/toast', { kind: 'success', message: intl.formatMessage(messages.sent) });
    // menuCur 222 marks "Refunds" in the user menu (the contract's menu numbering).
    navigate(localizePath(`${REFUND_LIST_PATH}?menuCur=222`, locale));
  }, [submitted, intl, navigate, locale]);

  const data = apply.data?.orderNo === orderNo ? apply.data : null;
  const partial = data ? offersPartialRefund(data.info) : true;
  const onSubmit = useCallback(
    (values: RefundFormValues) => {
      dispatch(refundSubmitted(refundRequestOf(orderNo, values, partial)));
    },
    [dispatch, orderNo, partial],
  );
  if (apply.status === 'failed' && apply.error) {
    // The server's rule (unpaid, awaiting receipt, already refunding, not yours) is the explanation; a lost
    // connection may be retried.
    if (apply.error.code === NETWORK_ERROR_CODE) return <ErrorNotice failure={apply.error} onRetry={load} />;
    return (
      <section role="alert" css={box}>
        <h2 css={{ margin: 0, fontSize: theme.font.size.lg }}>{intl.formatMessage(messages.refused)}</h2>
        <p css={{ margin: 0, color: theme.colors.muted }}>{failureText(apply.error)}</p>
        <Link to={localizePath(orderDetailPath(orderNo), locale)}>{intl.formatMessage(messages.back)}</Link>
      </section>
    );
  }
  if (!data) return <LoadingBlock />;
  return <RefundForm info={data.info} reasons={data.reasons} submitting={submitting} onSubmit={onSubmit} />;
}
