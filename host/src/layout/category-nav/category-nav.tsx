import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { isHomePath } from '@mall/api-client';
import { getProductCategoryTree, type ProductCategory } from '@mall/api-client/calls';
import { theme } from '@mall/ui-theme';
import { CategoryPanel } from './category-panel';
import { Icon } from '../common/icon';
import { pageColumn } from '../common/page-column';

const messages = defineMessages({
  nav: { id: 'host.CategoryNav.nav', defaultMessage: 'Product categories', description: 'Accessible name of the category navigation' },
  all: {
    id: 'host.CategoryNav.all',
    defaultMessage: 'All categories',
    description: 'Button (heading on the home page) of the category panel',
  },
});

const band = css({ background: theme.colors.surface, borderBottom: `2px solid ${theme.colors.brand}` });

const row = css([pageColumn, { position: 'relative', display: 'flex', alignItems: 'stretch', height: 40 }]);

const allButton = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  // At least the panel's width, wider when a language's name for it is longer: never cut off (issue 18, item 12,
  // French "Toutes les catégories" was clipped with wider fonts).
  minWidth: 230,
  whiteSpace: 'nowrap',
  margin: 0,
  padding: `0 ${theme.space.md}`,
  border: 0,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  fontSize: theme.font.size.lg,
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  boxSizing: 'border-box',
});

const panelSlot = css({ position: 'absolute', top: '100%', left: 0, zIndex: theme.zIndex.dropdown });

/** theme.layout.narrow's query: a phone's window, where the panel cannot stand beside home's banner. */
const NARROW_QUERY = theme.layout.narrow.replace(/^@media\s*/, '');

function subscribeNarrow(onChange: () => void): () => void {
  const list = window.matchMedia?.(NARROW_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is a phone's (no matchMedia, as in a test's DOM: not narrow). */
function useNarrowWindow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia?.(NARROW_QUERY).matches ?? false,
    () => false,
  );
}

/**
 * The category band under the header. On the home page (any locale prefix) the panel is always shown, beside the
 * banner — except in a phone's narrow window, where it would cover most of the banner: there, as elsewhere, it opens
 * while the pointer is over "All categories" (or on click / ↓ from the keyboard), and the banner spans the page.
 */
export function CategoryNav() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const narrow = useNarrowWindow();
  const permanent = isHomePath(pathname) && !narrow;
  const [categories, setCategories] = useState<ProductCategory[]>([]);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `category-panel-${useId().replace(/:/g, '')}`;
  const allLabel = intl.formatMessage(messages.all);

  useEffect(() => {
    const controller = new AbortController();
    getProductCategoryTree({ silent: true, signal: controller.signal })
      .then((tree) => setCategories(tree.filter((category) => category.isShow !== false)))
      .catch(() => setCategories([]));
    return () => controller.abort();
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  const shown = permanent || open;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>('button, a')?.focus());
  };

  return (
    <nav aria-label={intl.formatMessage(messages.nav)} css={band}>
      <div
        css={row}
        onMouseLeave={() => setOpen(false)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        {permanent ? (
          <h2 css={allButton}>
            <Icon name="menu" size={20} />
            {allLabel}
          </h2>
        ) : (
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            css={allButton}
            onMouseEnter={() => setOpen(true)}
            onClick={() => setOpen((value) => !value)}
            onKeyDown={onButtonKeyDown}
          >
            <Icon name="menu" size={20} />
            {allLabel}
          </button>
        )}
        {shown && categories.length > 0 && (
          <div css={panelSlot}>
            <CategoryPanel
              id={panelId}
              categories={categories}
              label={allLabel}
              onNavigate={permanent ? undefined : () => setOpen(false)}
            />
          </div>
        )}
      </div>
    </nav>
  );
}
