import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** Layout shared by the dialog's modes. */
export const loginStyles = {
  heading: css({
    margin: `${theme.space.md} 0`,
    fontSize: theme.font.size.xl,
    fontWeight: 700,
    textAlign: 'center',
    // Focused only by script after a mode switch, as a reading position.
    '&:focus': { outline: 'none' },
  }),
  intro: css({ margin: `0 0 ${theme.space.md}`, color: theme.colors.muted, textAlign: 'center' }),
  form: css({ display: 'flex', flexDirection: 'column' }),
  actions: css({ display: 'flex', flexDirection: 'column', gap: theme.space.sm, marginTop: theme.space.md }),
  linkRow: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.space.sm,
    marginTop: theme.space.sm,
    fontSize: theme.font.size.md,
  }),
  centered: css({ display: 'flex', justifyContent: 'center', marginTop: theme.space.md }),
  alert: css({
    margin: `${theme.space.sm} 0 0`,
    padding: `${theme.space.sm} ${theme.space.md}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.brandSoft,
    color: theme.colors.danger,
    fontSize: theme.font.size.md,
  }),
  fieldError: css({ fontSize: theme.font.size.sm, color: theme.colors.danger }),
};
