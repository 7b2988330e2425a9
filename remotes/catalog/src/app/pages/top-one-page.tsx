import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /goods/top_one */
export function TopOnePage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="catalog.TopOnePage.title"
          defaultMessage="Ranking list"
          description="Heading of the ranking list page"
        />
      </h1>
    </PageColumn>
  );
}
