import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** The order cards' own parts (their frame is RecordCard's). */
export const cardStyles = {
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
