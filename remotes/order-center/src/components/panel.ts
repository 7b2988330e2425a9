import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** A white block of a page (an order card, a detail section). */
export const panel = css({
  padding: theme.space.md,
  marginBottom: theme.space.md,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
});

/** A section heading inside a panel. */
export const panelHeading = css({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.font.size.lg });

/** Label / value rows (prices, consignee, order facts). */
export const factList = css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${theme.space.xs} ${theme.space.lg}`,
  margin: 0,
  dt: { color: theme.colors.muted },
  dd: { margin: 0, overflowWrap: 'anywhere' },
});
