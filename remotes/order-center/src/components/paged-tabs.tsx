import type { ReactNode } from 'react';
import type { PageInfo } from '@mall/api-client';
import { ErrorNotice, LoadingBlock, type Loadable } from '@mall/remote-kit';
import { TabPanel, Tabs } from '@mall/ui-theme/tabs';
import { Pager } from '@mall/ui-theme/pager';

interface PagedTabsProps<Tab extends string, T> {
  /** The tab list's element id (its panel refers to it). */
  id: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab[];
  tabLabel: (tab: Tab) => string;
  tab: Tab;
  onTab: (tab: Tab) => void;
  list: Loadable<PageInfo<T>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** What an empty first page shows. */
  empty: ReactNode;
  /** The items of the page. */
  children: (items: T[]) => ReactNode;
}

/**
 * A paged list behind tabs (the coupons, the points records): its failure with Retry, the spinner until the page
 * has arrived, the empty state on an empty first page, else the items and the pager.
 */
export function PagedTabs<Tab extends string, T>({
  id,
  label,
  tabs,
  tabLabel,
  tab,
  onTab,
  list,
  page,
  pageSize,
  onPage,
  onRetry,
  empty,
  children,
}: PagedTabsProps<Tab, T>) {
  let body: ReactNode;
  if (list.status === 'failed' && list.error) body = <ErrorNotice failure={list.error} onRetry={onRetry} />;
  else if (list.status !== 'ready' || !list.data) body = <LoadingBlock />;
  else if (list.data.list.length === 0 && page === 1) body = empty;
  else {
    body = (
      <>
        {children(list.data.list)}
        <Pager total={list.data.total} pageSize={pageSize} page={page} onChange={onPage} />
      </>
    );
  }
  return (
    <>
      <Tabs
        id={id}
        label={label}
        value={tab}
        onChange={(value) => onTab(value as Tab)}
        items={tabs.map((value) => ({ value, label: tabLabel(value) }))}
      />
      <TabPanel tabsId={id} value={tab}>
        {body}
      </TabPanel>
    </>
  );
}
