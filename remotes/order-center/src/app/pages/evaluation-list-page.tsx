import { useIntl } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { ReviewTabsView } from '../../features/reviews/components/review-tabs-view';
import { reviewsSaga } from '../../features/reviews/store/saga';
import { reviewsReducer } from '../../features/reviews/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ reviews: { reducer: reviewsReducer, saga: reviewsSaga } });

/** /users/evaluation_list?tab=pending|mine&page= */
export function EvaluationListPage() {
  const heading = useIntl().formatMessage({
    id: 'orderCenter.EvaluationListPage.title',
    defaultMessage: 'My reviews',
    description: 'Heading of the my reviews page',
  });
  usePageTitle(heading);
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <ReviewTabsView />
    </PageColumn>
  );
}
