import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { PointsListType } from '@mall/contract';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { PagedTabs } from '../../../components/paged-tabs';
import { POINTS_PAGE_SIZE, POINTS_TABS } from '../points-tabs';
import { selectPointsRecords } from '../store/selectors';
import { pointsRecordsRequested } from '../store/slice';
import { PointsRecordTable } from './points-record-table';

const messages = defineMessages({
  tabs: { id: 'orderCenter.PointsTabsView.tabs', defaultMessage: 'Points records', description: 'Accessible name of the points tabs' },
  all: { id: 'orderCenter.PointsTabsView.all', defaultMessage: 'Points detail', description: 'Tab of every points record' },
  earn: { id: 'orderCenter.PointsTabsView.earn', defaultMessage: 'Points earned', description: 'Tab of the points earned' },
  empty: {
    id: 'orderCenter.PointsTabsView.empty',
    defaultMessage: 'No points records yet',
    description: 'Heading when there is no points record',
  },
  emptyText: {
    id: 'orderCenter.PointsTabsView.emptyText',
    defaultMessage: 'Paid orders earn points, and points lower the price of your next orders.',
    description: 'How points are earned and used',
  },
});

const TABS_ID = 'points-tabs';

/** The points records of /users/user_integral: "Points detail" (all) and "Points earned", the tab and page in the URL. */
export function PointsTabsView() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const records = useSelector(selectPointsRecords);
  const request = useCallback((type: PointsListType, page: number) => dispatch(pointsRecordsRequested({ type, page })), [dispatch]);

  return (
    <PagedTabs
      id={TABS_ID}
      label={intl.formatMessage(messages.tabs)}
      tabs={POINTS_TABS}
      tabLabel={(value) => intl.formatMessage(messages[value])}
      list={records}
      pageSize={POINTS_PAGE_SIZE}
      request={request}
      empty={() => <EmptyState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyText)} />}
    >
      {(list) => <PointsRecordTable records={list} />}
    </PagedTabs>
  );
}
