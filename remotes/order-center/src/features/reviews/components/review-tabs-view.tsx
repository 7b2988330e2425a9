import { defineMessages, useIntl } from 'react-intl';
import { TabPanel, Tabs } from '@mall/ui-theme/tabs';
import { useListParams } from '../../../lib/list-params';
import { REVIEW_TABS, type ReviewTab } from '../review-tabs';
import { MyReviewList } from './my-review-list';
import { PendingReviewList } from './pending-review-list';

const messages = defineMessages({
  tabs: { id: 'orderCenter.ReviewTabsView.tabs', defaultMessage: 'Reviews', description: 'Accessible name of the review tabs' },
  pending: { id: 'orderCenter.ReviewTabsView.pending', defaultMessage: 'To review', description: 'Tab of the lines waiting for a review' },
  mine: { id: 'orderCenter.ReviewTabsView.mine', defaultMessage: 'My reviews', description: 'Tab of the reviews written' },
});

const TABS_ID = 'evaluation-tabs';

/** /users/evaluation_list's body: "To review" and "My reviews", the tab and the page in the URL. */
export function ReviewTabsView() {
  const intl = useIntl();
  const { tab, page, setTab, setPage } = useListParams<ReviewTab>(REVIEW_TABS);
  return (
    <>
      <Tabs
        id={TABS_ID}
        label={intl.formatMessage(messages.tabs)}
        value={tab}
        onChange={(value) => setTab(value as ReviewTab)}
        items={REVIEW_TABS.map((value) => ({ value, label: intl.formatMessage(messages[value]) }))}
      />
      <TabPanel tabsId={TABS_ID} value={tab}>
        {tab === 'pending' ? <PendingReviewList page={page} onPage={setPage} /> : <MyReviewList page={page} onPage={setPage} />}
      </TabPanel>
    </>
  );
}
