import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { ReviewLineView } from '../../features/reviews/components/review-line-view';
import { reviewsSaga } from '../../features/reviews/store/saga';
import { reviewsReducer } from '../../features/reviews/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ reviews: { reducer: reviewsReducer, saga: reviewsSaga } });

const positiveId = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** /users/evaluation_confirm?orderInfoId=<order line id> */
export function EvaluationConfirmPage() {
  const heading = useIntl().formatMessage({
    id: 'orderCenter.EvaluationConfirmPage.title',
    defaultMessage: 'Write a review',
    description: 'Heading of the write a review page',
  });
  usePageTitle(heading);
  const [params] = useSearchParams();
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <ReviewLineView orderInfoId={positiveId(params.get('orderInfoId'))} />
    </PageColumn>
  );
}
