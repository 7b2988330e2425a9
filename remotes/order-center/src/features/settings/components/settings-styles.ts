import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';
import { panel, panelHeading } from '../../../components/panel';

export const settingsStyles = {
  section: css([panel, { maxWidth: 640 }]),
  heading: panelHeading,
  footer: css({ display: 'flex', justifyContent: 'flex-end', gap: theme.space.md }),
  refusal: css({ margin: `0 0 ${theme.space.md}`, color: theme.colors.danger }),
  muted: css({ margin: `0 0 ${theme.space.md}`, color: theme.colors.muted, fontSize: theme.font.size.sm }),
};
