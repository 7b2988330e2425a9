import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** The centred card of the host's own small pages (/login, the QR sign-in's confirmation) and its row of actions. */
export const pageCard = css({
  maxWidth: 480,
  margin: `${theme.space.lg} auto`,
  padding: theme.space.lg,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  textAlign: 'center',
});

export const pageActions = css({ display: 'flex', gap: theme.space.md, justifyContent: 'center', flexWrap: 'wrap' });
