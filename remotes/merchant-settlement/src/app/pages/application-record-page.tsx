import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /users/application_record */
export function ApplicationRecordPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="merchantSettlement.ApplicationRecordPage.title"
          defaultMessage="Application record"
          description="Heading of the application record page"
        />
      </h1>
    </PageColumn>
  );
}
