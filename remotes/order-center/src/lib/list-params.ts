import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

interface ListParams<T extends string> {
  /** The tab in the URL (`tab=`), the first one when absent or unknown. */
  tab: T;
  /** The page in the URL (`page=`, 1-based), 1 when absent or not a positive integer. */
  page: number;
  /** Another tab starts on its first page. */
  setTab: (tab: T) => void;
  setPage: (page: number) => void;
}

const positivePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The tab and page of a tabbed, paged list kept in the URL, so a reload, a shared link or the back button shows the
 * same list. Other query parameters (e.g. `menuCur` of the user menu) are kept.
 */
export function useListParams<T extends string>(tabs: readonly T[]): ListParams<T> {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((candidate) => candidate === requested) ?? tabs[0];
  const page = positivePage(params.get('page'));

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );

  const setTab = useCallback((next: T) => update({ tab: next === tabs[0] ? null : next, page: null }), [update, tabs]);
  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);

  return { tab, page, setTab, setPage };
}
