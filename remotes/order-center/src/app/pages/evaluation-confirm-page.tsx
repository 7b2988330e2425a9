import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageColumn } from '@mall/remote-kit';
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
  const [params] = useSearchParams();
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.EvaluationConfirmPage.title"
          defaultMessage="Write a review"
          description="Heading of the write a review page"
        />
      </h1>
      <ReviewLineView orderInfoId={positiveId(params.get('orderInfoId'))} />
    </PageColumn>
  );
}
