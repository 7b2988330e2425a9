import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { PointsSummary } from '../../features/points/components/points-summary';
import { PointsTabsView } from '../../features/points/components/points-tabs-view';
import { selectPointsSummary } from '../../features/points/store/selectors';
import { pointsSaga } from '../../features/points/store/saga';
import { pointsReducer } from '../../features/points/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ points: { reducer: pointsReducer, saga: pointsSaga } });

/** /users/user_integral?tab=all|earn&page= */
export function UserPointsPage() {
  const heading = useIntl().formatMessage({
    id: 'orderCenter.UserIntegralPage.title',
    defaultMessage: 'My points',
    description: 'Heading of the points page',
  });
  usePageTitle(heading);
  // A backend without our points endpoints (the contract's family): the summary says so once, no records tab.
  const offered = !useSelector(selectPointsSummary).error?.notServed;
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <PointsSummary />
      {offered ? <PointsTabsView /> : null}
    </PageColumn>
  );
}
