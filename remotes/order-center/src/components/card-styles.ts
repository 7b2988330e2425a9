import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

export const cardStyles = {
  card: css({
    marginBottom: theme.space.md,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
  }),
  top: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: theme.space.sm,
    padding: `${theme.space.sm} ${theme.space.md}`,
    background: theme.colors.background,
    borderBottom: `1px solid ${theme.colors.border}`,
    borderRadius: `${theme.radius.md} ${theme.radius.md} 0 0`,
    fontSize: theme.font.size.sm,
    color: theme.colors.muted,
  }),
  number: css({ margin: 0, fontSize: theme.font.size.md, color: theme.colors.text, fontWeight: 600 }),
  body: css({ padding: theme.space.md }),
  group: css({ '& + &': { marginTop: theme.space.md } }),
  bottom: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space.md,
    padding: `${theme.space.sm} ${theme.space.md} ${theme.space.md}`,
  }),
  total: css({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: theme.space.sm }),
  note: css({ margin: 0, fontSize: theme.font.size.sm, color: theme.colors.muted }),
};
