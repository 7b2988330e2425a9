import { FormattedMessage } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { ReviewTabsView } from '../../features/reviews/components/review-tabs-view';

/** /users/evaluation_list?tab=pending|mine&page= */
export function EvaluationListPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.EvaluationListPage.title"
          defaultMessage="My reviews"
          description="Heading of the my reviews page"
        />
      </h1>
      <ReviewTabsView />
    </PageColumn>
  );
}
