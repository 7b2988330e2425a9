import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** The cards of both favourites tabs. */
export const collectionStyles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: theme.space.md,
    listStyle: 'none',
    margin: `${theme.space.md} 0 0`,
    padding: 0,
  }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space.sm,
    height: '100%',
    boxSizing: 'border-box',
    padding: theme.space.md,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
  }),
  link: css({ color: theme.colors.text, textDecoration: 'none', '&:hover': { color: theme.colors.brandStrong } }),
  name: css({ margin: 0, fontSize: theme.font.size.md, fontWeight: 400, overflowWrap: 'anywhere' }),
  note: css({ color: theme.colors.muted, fontSize: theme.font.size.sm }),
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, marginTop: 'auto' }),
};
