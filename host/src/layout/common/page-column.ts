import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** The centred 1200 px column every shell band lines up with. */
export const pageColumn = css({
  width: theme.layout.pageWidth,
  maxWidth: '100%',
  margin: '0 auto',
  boxSizing: 'border-box',
});
