import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /users/evaluation_confirm */
export function EvaluationConfirmPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.EvaluationConfirmPage.title"
          defaultMessage="Write a review"
          description="Heading of the write a review page"
        />
      </h1>
    </PageColumn>
  );
}
