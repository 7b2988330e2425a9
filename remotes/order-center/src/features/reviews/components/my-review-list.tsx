import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { REVIEWS_PAGE_SIZE } from '../store/saga';
import { selectMyReviews } from '../store/selectors';
import { myReviewsRequested } from '../store/slice';
import { MyReviewCard } from './my-review-card';

const messages = defineMessages({
  empty: {
    id: 'orderCenter.MyReviewList.empty',
    defaultMessage: 'No reviews yet',
    description: 'Heading when the shopper has written no review',
  },
  emptyText: {
    id: 'orderCenter.MyReviewList.emptyText',
    defaultMessage: 'Your reviews of the goods you bought will appear here.',
    description: 'Explanation when the shopper has written no review',
  },
});

/** The "My reviews" tab: the shopper's reviews, newest first, with the merchants' replies. */
export function MyReviewList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const mine = useSelector(selectMyReviews);
  const load = () => dispatch(myReviewsRequested({ page }));

  useEffect(() => {
    dispatch(myReviewsRequested({ page }));
  }, [dispatch, page]);

  if (mine.status === 'failed' && mine.error) return <ErrorNotice failure={mine.error} onRetry={load} />;
  if (mine.status !== 'ready' || !mine.data) return <LoadingBlock />;
  const { list, total } = mine.data;
  if (list.length === 0 && page === 1) {
    return <EmptyState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyText)} />;
  }
  return (
    <>
      <ul css={{ listStyle: 'none', margin: `${theme.space.md} 0 0`, padding: 0 }}>
        {list.map((review) => (
          <li key={review.id}>
            <MyReviewCard review={review} />
          </li>
        ))}
      </ul>
      <Pager total={total} pageSize={REVIEWS_PAGE_SIZE} page={page} onChange={onPage} />
    </>
  );
}
