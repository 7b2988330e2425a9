import { useEffect, type ReactNode } from 'react';
import type { PageInfo } from '@mall/contract';
import { ErrorNotice, LoadingBlock, type Loadable } from '@mall/remote-kit';
import { TabPanel, Tabs } from '@mall/ui-theme/tabs';
import { Pager } from '@mall/ui-theme/pager';
import { useListParams } from '../lib/list-params';

interface PagedTabsProps<Tab extends string, T> {
  /** The tab list's element id (its panel refers to it). */
  id: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab[];
  tabLabel: (tab: Tab) => string;
  list: Loadable<PageInfo<T>>;
  pageSize: number;
  /** Asks for a page of a tab: when the URL's tab or page changes, and for Retry (keep it stable). */
  request: (tab: Tab, page: number) => void;
  /** What an empty first page of a tab shows. */
  empty: (tab: Tab) => ReactNode;
  /** The items of the page. */
  children: (items: T[]) => ReactNode;
}

/**
 * A paged list behind tabs (the coupons, the points records), the tab and page in the URL: its failure with Retry, the spinner until the page
 * has arrived, the empty state on an empty first page, else the items and the pager.
 */
export function PagedTabs<Tab extends string, T>({
  id,
  label,
  tabs,
  tabLabel,
  list,
  pageSize,
  request,
  empty,
  children,
}: PagedTabsProps<Tab, T>) {
  const { tab, page, setTab, setPage } = useListParams<Tab>(tabs);
  useEffect(() => {
    request(tab, page);
  }, [request, tab, page]);

  let body: ReactNode;
  if (list.status === 'failed' && list.error) body = <ErrorNotice failure={list.error} onRetry={() => request(tab, page)} />;
  else if (list.status !== 'ready' || !list.data) body = <LoadingBlock />;
  else if (list.data.list.length === 0 && page === 1) body = empty(tab);
  else {
    body = (
      <>
        {children(list.data.list)}
        <Pager total={list.data.total} pageSize={pageSize} page={page} onChange={setPage} />
      </>
    );
  }
  return (
    <>
      <Tabs
        id={id}
        label={label}
        value={tab}
        onChange={(value) => setTab(value as Tab)}
        items={tabs.map((value) => ({ value, label: tabLabel(value) }))}
      />
      <TabPanel tabsId={id} value={tab}>
        {body}
      </TabPanel>
    </>
  );
}
