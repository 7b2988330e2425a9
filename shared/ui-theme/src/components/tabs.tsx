import { css } from '@emotion/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
// Not part of the shared singleton (package.json "exports"): each app bundles it if it uses it; the theme is
// the singleton's, through the package's own name.
import { theme } from '@mall/ui-theme';

export interface TabItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Prefix of the tab and panel ids; pair with TabPanel's `tabsId`. */
  id: string;
  items: readonly TabItem[];
  value: string;
  onChange: (value: string) => void;
  /** Names the tab list (translated). */
  label: string;
}

const tabId = (tabsId: string, value: string) => `${tabsId}-tab-${value}`;
export const panelId = (tabsId: string, value: string) => `${tabsId}-panel-${value}`;

const list = css({ display: 'flex', gap: theme.space.lg, borderBottom: `1px solid ${theme.colors.border}` });

const tab = css({
  padding: `${theme.space.sm} 0`,
  marginBottom: -1,
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'none',
  color: theme.colors.text,
  fontSize: theme.font.size.lg,
  cursor: 'pointer',
  '&[aria-selected="true"]': { color: theme.colors.brandStrong, borderBottomColor: theme.colors.brand },
  '&:disabled': { color: theme.colors.muted, cursor: 'not-allowed' },
});

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function Tabs({ id, items, value, onChange, label }: TabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === value);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % enabled.length,
      ArrowLeft: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[target].value;
    onChange(next);
    refs.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} css={list}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(element) => {
              if (element) refs.current.set(item.value, element);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(id, item.value)}
            aria-selected={selected}
            aria-controls={panelId(id, item.value)}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            onClick={() => onChange(item.value)}
            css={tab}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  tabsId: string;
  value: string;
  children?: ReactNode;
}

/** The content of the selected tab, labelled by it. */
export function TabPanel({ tabsId, value, children }: TabPanelProps) {
  return (
    <div role="tabpanel" id={panelId(tabsId, value)} aria-labelledby={tabId(tabsId, value)} tabIndex={0}>
      {children}
    </div>
  );
}
