import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** The cart's columns: check, product, unit price, quantity, subtotal, action (header and lines align). */
export const cartGrid = css({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr) 120px 150px 120px 90px',
  alignItems: 'center',
  gap: theme.space.md,
});

export const lineName = (suk: string, storeName: string) => (suk ? `${storeName} (${suk})` : storeName);
