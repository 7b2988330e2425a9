import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { localizePath, useLocale } from '@mall/i18n';
import { ButtonLink, ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { OrderGoods } from '../../../components/order-goods';
import { panel } from '../../../components/panel';
import { useDateTime } from '../../../lib/date';
import { evaluationConfirmPath } from '@mall/routes';
import { REVIEWS_PAGE_SIZE } from '../store/saga';
import { selectPendingReviews } from '../store/selectors';
import { pendingReviewsRequested } from '../store/slice';

const messages = defineMessages({
  evaluate: { id: 'orderCenter.PendingReviewList.evaluate', defaultMessage: 'Evaluate', description: 'Opens the review form of a line' },
  evaluateLabel: defineMessage<{ product: string }>({
    id: 'orderCenter.PendingReviewList.evaluateLabel',
    defaultMessage: 'Evaluate {product}',
    description: 'Accessible name of the Evaluate button of a line',
  }),
  orderNo: defineMessage<{ orderNo: string; time: string }>({
    id: 'orderCenter.PendingReviewList.orderNo',
    defaultMessage: 'Order {orderNo} · {time}',
    description: 'The order a line waiting for a review belongs to, and when it was placed',
  }),
  empty: {
    id: 'orderCenter.PendingReviewList.empty',
    defaultMessage: 'Nothing to review',
    description: 'Heading when no line waits for a review',
  },
  emptyText: {
    id: 'orderCenter.PendingReviewList.emptyText',
    defaultMessage: 'Goods you have received show up here until you review them.',
    description: 'Explanation when no line waits for a review',
  },
});

/** The "To review" tab: received lines without a review, each with its Evaluate button. */
export function PendingReviewList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const dateTime = useDateTime();
  const dispatch = useDispatch();
  const pending = useSelector(selectPendingReviews);
  const load = () => dispatch(pendingReviewsRequested({ page }));

  useEffect(() => {
    dispatch(pendingReviewsRequested({ page }));
  }, [dispatch, page]);

  if (pending.status === 'failed' && pending.error) return <ErrorNotice failure={pending.error} onRetry={load} />;
  if (pending.status !== 'ready' || !pending.data) return <LoadingBlock />;
  const { list, total } = pending.data;
  if (list.length === 0 && page === 1) {
    return <EmptyState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyText)} />;
  }
  return (
    <>
      <ul css={{ listStyle: 'none', margin: `${theme.space.md} 0 0`, padding: 0 }}>
        {list.map((line) => (
          <li key={line.id} css={panel}>
            <OrderGoods
              merId={line.merId}
              merName={line.merName}
              lines={[line]}
              aside={
                <span css={{ color: theme.colors.muted, fontSize: theme.font.size.sm }}>
                  {intl.formatMessage(messages.orderNo, { orderNo: line.merOrderNo, time: dateTime(line.createTime) })}
                </span>
              }
              lineAction={() => (
                <ButtonLink
                  to={localizePath(evaluationConfirmPath(line.id), locale)}
                  variant="primary"
                  label={intl.formatMessage(messages.evaluateLabel, { product: line.productName })}
                >
                  {intl.formatMessage(messages.evaluate)}
                </ButtonLink>
              )}
            />
          </li>
        ))}
      </ul>
      <Pager total={total} pageSize={REVIEWS_PAGE_SIZE} page={page} onChange={onPage} />
    </>
  );
}
