import type { CSSObject } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** A product shown as one link on a white tile (home's activity tiles and top sellers, the ranking page's rows). */
export const linkTile: CSSObject = {
  padding: theme.space.sm,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { boxShadow: theme.shadow.card },
};
