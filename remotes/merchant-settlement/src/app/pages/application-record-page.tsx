import { FormattedMessage } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { ApplicationRecord } from '../../features/record/components/application-record';

/** /users/application_record: the shopper's merchant applications and their states. */
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
      <ApplicationRecord />
    </PageColumn>
  );
}
