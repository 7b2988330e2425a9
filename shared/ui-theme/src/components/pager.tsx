import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
// Not part of the shared singleton (package.json "exports"): each remote bundles it if it uses it; the theme is
// the singleton's, through the package's own name.
import { theme } from '@mall/ui-theme';
import { pageCount, pagerItems } from './pager-items';

export interface PagerProps {
  total: number;
  pageSize: number;
  /** 1-based. */
  page: number;
  onChange: (page: number) => void;
  /**
   * The pages the list lets a shopper reach (PageInfo's `pages`), when fewer than `total` makes: a server that pages
   * only through its first results (ours: 10,000 products) says so here. Unset = every page of `total`.
   */
  reachablePages?: number;
}

const nav = css({ display: 'flex', justifyContent: 'center', margin: `${theme.space.lg} 0` });
const list = css({ display: 'flex', gap: theme.space.xs, alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' });
const pageButton = css({
  minWidth: 36,
  height: 36,
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { borderColor: theme.colors.brand, color: theme.colors.brandStrong },
  '&[aria-current="page"]': {
    background: theme.colors.brandStrong,
    borderColor: theme.colors.brandStrong,
    color: theme.colors.onBrand,
  },
  '&:disabled': { color: theme.colors.muted, cursor: 'not-allowed' },
});

/** Previous / numbered pages / next over `total` items; nothing is rendered for a single page. */
export function Pager({ total, pageSize, page, onChange, reachablePages }: PagerProps) {
  const intl = useIntl();
  const pages = Math.min(pageCount(total, pageSize), reachablePages ?? Infinity);
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pages) onChange(target);
  };
  return (
    <nav
      aria-label={intl.formatMessage({
        id: 'common.pagination',
        defaultMessage: 'Pagination',
        description: 'Accessible name of the page links',
      })}
      css={nav}
    >
      <ul css={list}>
        <li>
          <button type="button" css={pageButton} disabled={current === 1} onClick={() => go(current - 1)}>
            {intl.formatMessage({ id: 'common.previous', defaultMessage: 'Previous', description: 'Link to the previous page of a list' })}
          </button>
        </li>
        {pagerItems(current, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                css={pageButton}
                aria-current={item === current ? 'page' : undefined}
                aria-label={intl.formatMessage(
                  { id: 'common.page', defaultMessage: 'Page {page}', description: 'Accessible name of a page link' },
                  { page: item },
                )}
                onClick={() => go(item)}
              >
                {intl.formatNumber(item)}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" css={pageButton} disabled={current === pages} onClick={() => go(current + 1)}>
            {intl.formatMessage({ id: 'common.next', defaultMessage: 'Next', description: 'Link to the next page of a list' })}
          </button>
        </li>
      </ul>
    </nav>
  );
}
