import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** A header control that reads as text: the language menu, the sign-in button, the account menu's trigger. */
export const headerButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  height: 40,
  padding: `0 ${theme.space.sm}`,
  border: 0,
  background: 'none',
  color: theme.colors.text,
  fontSize: theme.font.size.md,
  cursor: 'pointer',
  // One line whatever the language and the nickname: the search box gives way instead ("简体中文", not "简体/中文").
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '&:hover': { color: theme.colors.brandStrong },
});

/** The card a header dropdown opens under its trigger, at the right edge. */
export const headerDropdown = css({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: theme.zIndex.dropdown,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  boxShadow: theme.shadow.card,
});
