import { useCallback, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';
import { ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { orderListPath } from '@mall/routes';
import { REFUNDS_PAGE_SIZE } from '../store/saga';
import { selectRefundList } from '../store/selectors';
import { refundListRequested } from '../store/slice';
import { RefundCard } from './refund-card';

const messages = defineMessages({
  empty: { id: 'orderCenter.RefundListView.empty', defaultMessage: 'No refund requests', description: 'Empty refund list' },
  toOrders: {
    id: 'orderCenter.RefundListView.toOrders',
    defaultMessage: 'Go to my orders',
    description: 'Link from the empty refund list',
  },
});

/** The shopper's refunds, newest first, with the page in the URL. */
export function RefundListView() {
  const intl = useIntl();
  const locale = useLocale();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useSelector(selectRefundList);

  const load = useCallback(() => dispatch(refundListRequested({ page })), [dispatch, page]);
  useEffect(() => {
    load();
  }, [load]);

  const data = list.data?.page === page ? list.data : null;
  if (list.status === 'failed' && list.error) return <ErrorNotice failure={list.error} onRetry={load} />;
  if (!data) return <LoadingBlock />;
  if (data.refunds.list.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage(messages.empty)}
        action={<Link to={localizePath(orderListPath(3), locale)}>{intl.formatMessage(messages.toOrders)}</Link>}
      />
    );
  }
  return (
    <>
      {data.refunds.list.map((refund) => (
        <RefundCard key={refund.refundOrderNo} refund={refund} />
      ))}
      <Pager
        total={data.refunds.total}
        pageSize={REFUNDS_PAGE_SIZE}
        page={page}
        onChange={(next) => {
          const query = new URLSearchParams(params);
          if (next > 1) query.set('page', String(next));
          else query.delete('page');
          setParams(query);
        }}
      />
    </>
  );
}
