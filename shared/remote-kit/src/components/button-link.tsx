import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '@mall/ui-theme';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  padding: `0 ${theme.space.md}`,
  border: `1px solid ${theme.colors.brandStrong}`,
  borderRadius: theme.radius.sm,
  fontSize: theme.font.size.md,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
const variants = {
  primary: css({ background: theme.colors.brandStrong, color: theme.colors.onBrand, '&:hover': { background: theme.colors.brand } }),
  secondary: css({ background: theme.colors.surface, color: theme.colors.brandStrong, '&:hover': { background: theme.colors.brandSoft } }),
};

export interface ButtonLinkProps {
  /** The (already localized) path. */
  to: string;
  /** Like the theme's Button: primary unless told otherwise. */
  variant?: 'primary' | 'secondary';
  /** An accessible name when the visible text is not enough (e.g. "View details of SH…"). */
  label?: string;
  children: ReactNode;
}

/** A navigation that looks like the theme's Button (a link for assistive technology and the browser). */
export function ButtonLink({ to, variant = 'primary', label, children }: ButtonLinkProps) {
  return (
    <Link to={to} css={[base, variants[variant]]} aria-label={label}>
      {children}
    </Link>
  );
}
