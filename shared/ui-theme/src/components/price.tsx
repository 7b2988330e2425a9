import { css } from '@emotion/react';
import { theme } from '../theme';

export interface PriceProps {
  /** Already formatted (useMoney from @mall/i18n): this component never formats numbers. */
  value: string;
  /** The former price, shown struck through. */
  original?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: theme.font.size.md, md: theme.font.size.lg, lg: theme.font.size.xxl } as const;

const current = css({ color: theme.colors.brandStrong, fontWeight: 600, whiteSpace: 'nowrap' });
const former = css({
  marginLeft: theme.space.sm,
  color: theme.colors.muted,
  fontSize: theme.font.size.sm,
  whiteSpace: 'nowrap',
});

export function Price({ value, original, size = 'md' }: PriceProps) {
  return (
    <span>
      <span css={[current, { fontSize: sizes[size] }]}>{value}</span>
      {original && <del css={former}>{original}</del>}
    </span>
  );
}
