import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';
import { PointsSummary } from '../../features/points/components/points-summary';
import { PointsTabsView } from '../../features/points/components/points-tabs-view';

/** /users/user_integral?tab=all|earn&page= */
export function UserIntegralPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage id="orderCenter.UserIntegralPage.title" defaultMessage="My points" description="Heading of the points page" />
      </h1>
      <PointsSummary />
      <PointsTabsView />
    </PageColumn>
  );
}
