import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { theme } from '../theme';
import { SpinnerIcon } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, marks the button busy and blocks clicks (e.g. while a form submits). */
  loading?: boolean;
  block?: boolean;
  children?: ReactNode;
}

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.sm,
  minHeight: 36,
  padding: `0 ${theme.space.md}`,
  border: '1px solid transparent',
  borderRadius: theme.radius.sm,
  fontSize: theme.font.size.md,
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background-color 0.15s, border-color 0.15s, color 0.15s',
  '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.8 },
});

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css({
    background: theme.colors.brandStrong,
    color: theme.colors.onBrand,
    '&:hover:not(:disabled)': { background: theme.colors.brand },
  }),
  secondary: css({
    background: theme.colors.surface,
    color: theme.colors.brandStrong,
    borderColor: theme.colors.brandStrong,
    '&:hover:not(:disabled)': { background: theme.colors.brandSoft },
  }),
  link: css({
    minHeight: 0,
    padding: 0,
    background: 'none',
    color: theme.colors.brandStrong,
    fontWeight: 400,
    textDecoration: 'underline',
    '&:hover:not(:disabled)': { color: theme.colors.brand },
  }),
};

export function Button({ variant = 'primary', loading = false, block = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      css={[base, variants[variant], block && { width: '100%' }]}
    >
      {loading && <SpinnerIcon size={14} />}
      {children}
    </button>
  );
}
