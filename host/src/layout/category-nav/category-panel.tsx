import { css } from '@emotion/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ProductCategory } from '@mall/api-client/calls';
import { theme } from '@mall/ui-theme';
import { Icon } from '../common/icon';
import { searchByCategoryPath } from '@mall/routes';
import { useLocalizedPath } from '../common/use-localized-path';

export interface CategoryPanelProps {
  id?: string;
  categories: ProductCategory[];
  /** Accessible name of the top-level list. */
  label: string;
  /** Called after a category link was followed (the hover panel closes). */
  onNavigate?: () => void;
}

const panel = css({
  position: 'relative',
  width: 230,
  height: theme.layout.categoryPanelHeight,
  boxSizing: 'border-box',
  padding: `${theme.space.sm} 0`,
  // Opaque: over the home banner or a product page the panel's text must not mix with the page's (issue 18, item 11).
  background: theme.colors.surfaceDark,
  color: theme.colors.onBrand,
});

const topList = css({ height: '100%', margin: 0, padding: 0, listStyle: 'none', overflowY: 'auto' });

const topItem = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  padding: `10px ${theme.space.md}`,
  border: 0,
  background: 'none',
  color: 'inherit',
  fontSize: theme.font.size.md,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  boxSizing: 'border-box',
  '&[aria-expanded="true"], &:hover, &:focus-visible': { background: theme.colors.brandStrong, outline: 'none' },
});

const flyout = css({
  position: 'absolute',
  top: 0,
  left: '100%',
  zIndex: theme.zIndex.dropdown,
  width: 720,
  height: theme.layout.categoryPanelHeight,
  boxSizing: 'border-box',
  padding: theme.space.lg,
  overflowY: 'auto',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadow.card,
  color: theme.colors.text,
});

const group = css({
  display: 'flex',
  gap: theme.space.md,
  padding: `${theme.space.sm} 0`,
  borderBottom: `1px dashed ${theme.colors.border}`,
});

const groupTitle = css({
  flex: '0 0 120px',
  margin: 0,
  fontSize: theme.font.size.md,
  fontWeight: 700,
  '& a': { color: theme.colors.text, textDecoration: 'none' },
  '& a:hover': { color: theme.colors.brandStrong },
});

const childList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.xs} ${theme.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': { color: theme.colors.muted, textDecoration: 'none', fontSize: theme.font.size.md },
  '& a:hover, & a:focus-visible': { color: theme.colors.brandStrong },
});

function flyoutId(base: string, category: ProductCategory): string {
  return `${base}-flyout-${category.id}`;
}

/**
 * The top-level categories in a 480 px column. Hovering or focusing one shows its second level beside
 * it, each with its third-level children; every link goes to the search page by `cid`.
 * Keys: ↑/↓ move between top-level items, → or Enter opens one and enters it, Esc/← go back.
 */
export function CategoryPanel({ id = 'category-panel', categories, label, onNavigate }: CategoryPanelProps) {
  const localize = useLocalizedPath();
  const [activeId, setActiveId] = useState<number | null>(null);
  const topRefs = useRef<(HTMLElement | null)[]>([]);
  const flyoutRefs = useRef(new Map<number, HTMLDivElement | null>());

  const focusTop = (index: number) => {
    const count = categories.length;
    if (count > 0) topRefs.current[(index + count) % count]?.focus();
  };

  const enterFlyout = (category: ProductCategory) => {
    setActiveId(category.id);
    // The flyout renders on this state change; focus its first link once it is there.
    requestAnimationFrame(() => flyoutRefs.current.get(category.id)?.querySelector<HTMLElement>('a')?.focus());
  };

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, index: number, category: ProductCategory) => {
    const hasChildren = Boolean(category.childList?.length);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusTop(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusTop(index - 1);
        break;
      case 'ArrowRight':
        if (hasChildren) {
          event.preventDefault();
          enterFlyout(category);
        }
        break;
      case 'Escape':
        if (activeId !== null) {
          event.preventDefault();
          event.stopPropagation();
          setActiveId(null);
        }
        break;
      default:
    }
  };

  const onFlyoutKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.key !== 'Escape' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    event.stopPropagation();
    setActiveId(null);
    topRefs.current[index]?.focus();
  };

  const linkTo = (category: ProductCategory) => localize(searchByCategoryPath(category.id));
  const followed = () => {
    setActiveId(null);
    onNavigate?.();
  };

  return (
    <div id={id} css={panel} onMouseLeave={() => setActiveId(null)}>
      <ul aria-label={label} css={topList}>
        {categories.map((category, index) => {
          const expanded = activeId === category.id;
          const setRef = (element: HTMLElement | null) => {
            topRefs.current[index] = element;
          };
          if (!category.childList?.length) {
            return (
              <li key={category.id} onMouseEnter={() => setActiveId(null)}>
                <Link
                  ref={setRef}
                  to={linkTo(category)}
                  css={topItem}
                  onClick={followed}
                  onKeyDown={(event) => onTopKeyDown(event, index, category)}
                >
                  {category.name}
                </Link>
              </li>
            );
          }
          return (
            <li key={category.id} onMouseEnter={() => setActiveId(category.id)}>
              <button
                ref={setRef}
                type="button"
                aria-expanded={expanded}
                aria-controls={expanded ? flyoutId(id, category) : undefined}
                css={topItem}
                onClick={() => (expanded ? setActiveId(null) : enterFlyout(category))}
                onKeyDown={(event) => onTopKeyDown(event, index, category)}
              >
                <span>{category.name}</span>
                <Icon name="chevronRight" size={16} />
              </button>
              {expanded && (
                <div
                  id={flyoutId(id, category)}
                  ref={(element) => {
                    flyoutRefs.current.set(category.id, element);
                  }}
                  role="group"
                  aria-label={category.name}
                  css={flyout}
                  onKeyDown={(event) => onFlyoutKeyDown(event, index)}
                >
                  {category.childList.map((second) => (
                    <div key={second.id} css={group}>
                      <h3 css={groupTitle}>
                        <Link to={linkTo(second)} onClick={followed}>
                          {second.name}
                        </Link>
                      </h3>
                      {second.childList?.length ? (
                        <ul css={childList}>
                          {second.childList.map((third) => (
                            <li key={third.id}>
                              <Link to={linkTo(third)} onClick={followed}>
                                {third.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
