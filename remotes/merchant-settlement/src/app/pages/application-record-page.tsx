import { useIntl } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { ApplicationRecord } from '../../features/record/components/application-record';
import { recordSaga } from '../../features/record/store/saga';
import { recordReducer } from '../../features/record/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ record: { reducer: recordReducer, saga: recordSaga } });

/** /users/application_record: the shopper's merchant applications and their states. */
export function ApplicationRecordPage() {
  const heading = useIntl().formatMessage({
    id: 'merchantSettlement.ApplicationRecordPage.title',
    defaultMessage: 'Application record',
    description: 'Heading of the application record page',
  });
  usePageTitle(heading);
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <ApplicationRecord />
    </PageColumn>
  );
}
