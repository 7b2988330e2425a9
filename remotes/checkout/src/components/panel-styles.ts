import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** A white block of a checkout page. */
export const panel = css({
  padding: theme.space.lg,
  marginBottom: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
});

export const panelHeading = css({ margin: `0 0 ${theme.space.md}`, fontSize: theme.font.size.lg, fontWeight: 600 });
