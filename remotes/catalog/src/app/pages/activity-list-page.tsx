import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /goods/activity_list */
export function ActivityListPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="catalog.ActivityListPage.title"
          defaultMessage="Activities"
          description="Heading of the activities page"
        />
      </h1>
    </PageColumn>
  );
}
