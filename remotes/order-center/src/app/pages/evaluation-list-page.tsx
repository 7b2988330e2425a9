import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /users/evaluation_list */
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
    </PageColumn>
  );
}
