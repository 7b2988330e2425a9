import { useEffect, type ReactNode } from 'react';
import type { PageInfo } from '@mall/contract';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { ErrorNotice, LoadingBlock, useLoadingBar, type Loadable } from '@mall/remote-kit';
import { COLLECTIONS_PAGE_SIZE } from '../collection-tabs';
import { collectionStyles as styles } from './collection-styles';

interface PagedCollectionProps<T> {
  list: Loadable<PageInfo<T>>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** What an empty tab says, and where it sends the shopper. */
  empty: { title: string; description: string; action: ReactNode };
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
}

/**
 * A tab of the favourites page: its failure with Retry, the spinner on a first load (a reload keeps the rows, marked
 * busy), the empty state, the grid and its pager. When removing the last item of a later page leaves it empty, the
 * page before is shown.
 */
export function PagedCollection<T>({ list, page, onPage, onRetry, empty, children }: PagedCollectionProps<T>) {
  useLoadingBar(list.status === 'loading');
  const emptiedPage = list.status === 'ready' && list.data?.list.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) onPage(page - 1);
  }, [emptiedPage, onPage, page]);

  if (list.status === 'failed' && list.error) return <ErrorNotice failure={list.error} onRetry={onRetry} />;
  if (!list.data || (list.status === 'loading' && list.data.list.length === 0)) return <LoadingBlock />;
  if (list.data.list.length === 0) return <EmptyState title={empty.title} description={empty.description} action={empty.action} />;
  return (
    <>
      <ul css={styles.grid} aria-busy={list.status === 'loading' || undefined}>
        {list.data.list.map(children)}
      </ul>
      <Pager total={list.data.total} pageSize={COLLECTIONS_PAGE_SIZE} page={page} onChange={onPage} />
    </>
  );
}
