import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { ProductReplyConfig, ReplyType } from '@mall/contract';
import { TabPanel, Tabs } from '@mall/ui-theme/tabs';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import type { ReviewsState } from '../store/slice';
import { REVIEW_PAGE_SIZE } from '../store/saga';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';

const messages = defineMessages({
  tabs: { id: 'catalog.ReviewPanel.tabs', defaultMessage: 'Filter reviews', description: 'Accessible name of the review tabs' },
  all: defineMessage<{ count: number }>({
    id: 'catalog.ReviewPanel.all',
    defaultMessage: 'All ({count, number})',
    description: 'Review tab: every review',
  }),
  good: defineMessage<{ count: number }>({
    id: 'catalog.ReviewPanel.good',
    defaultMessage: 'Good ({count, number})',
    description: 'Review tab: 5 stars',
  }),
  general: defineMessage<{ count: number }>({
    id: 'catalog.ReviewPanel.general',
    defaultMessage: 'Average ({count, number})',
    description: 'Review tab: 2 to 4 stars',
  }),
  bad: defineMessage<{ count: number }>({
    id: 'catalog.ReviewPanel.bad',
    defaultMessage: 'Bad ({count, number})',
    description: 'Review tab: 1 star',
  }),
  empty: { id: 'catalog.ReviewPanel.empty', defaultMessage: 'No reviews here yet', description: 'Empty review tab' },
});

const TABS: ReadonlyArray<{ type: ReplyType; label: MessageDescriptor; count: (s: ProductReplyConfig) => number }> = [
  { type: 0, label: messages.all, count: (s) => s.sumCount },
  { type: 1, label: messages.good, count: (s) => s.goodCount },
  { type: 2, label: messages.general, count: (s) => s.inCount },
  { type: 3, label: messages.bad, count: (s) => s.poorCount },
];

const TABS_ID = 'product-reviews';

interface ReviewPanelProps {
  reviews: ReviewsState;
  type: ReplyType;
  page: number;
  onChange: (query: { type: ReplyType; page: number }) => void;
  onRetrySummary: () => void;
  onRetryList: () => void;
}

/** Review summary, the all / good / average / bad tabs (type 0–3) and the paged list of the chosen tab. */
export function ReviewPanel({ reviews, type, page, onChange, onRetrySummary, onRetryList }: ReviewPanelProps) {
  const intl = useIntl();
  const summary = reviews.summary.data;
  const list = reviews.list;
  return (
    <div>
      {reviews.summary.status === 'failed' && reviews.summary.error ? (
        <ErrorNotice failure={reviews.summary.error} onRetry={onRetrySummary} />
      ) : (
        summary && <ReviewSummary summary={summary} />
      )}
      <Tabs
        id={TABS_ID}
        label={intl.formatMessage(messages.tabs)}
        value={String(type)}
        onChange={(value) => onChange({ type: Number(value) as ReplyType, page: 1 })}
        items={TABS.map((tab) => ({
          value: String(tab.type),
          label: intl.formatMessage(tab.label, { count: summary ? Number(tab.count(summary)) || 0 : 0 }),
        }))}
      />
      <TabPanel tabsId={TABS_ID} value={String(type)}>
        {list.status === 'failed' && list.error ? (
          <ErrorNotice failure={list.error} onRetry={onRetryList} />
        ) : list.status === 'loading' || !list.data ? (
          <LoadingBlock />
        ) : list.data.list.length === 0 ? (
          <EmptyState title={intl.formatMessage(messages.empty)} />
        ) : (
          <>
            <ul css={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {list.data.list.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
            <Pager total={list.data.total} pageSize={REVIEW_PAGE_SIZE} page={page} onChange={(next) => onChange({ type, page: next })} />
          </>
        )}
      </TabPanel>
    </div>
  );
}
