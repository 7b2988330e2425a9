import { css, keyframes } from '@emotion/react';
import { useIntl } from 'react-intl';
import { theme } from '../theme';
import { visuallyHidden } from '../visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const circle = (size: number) =>
  css({
    display: 'inline-block',
    width: size,
    height: size,
    border: `2px solid currentColor`,
    borderRightColor: 'transparent',
    borderRadius: '50%',
    animation: `${spin} 0.8s linear infinite`,
    verticalAlign: 'middle',
  });

/** The bare rotating ring, hidden from assistive technology (for use inside labelled controls). */
export function SpinnerIcon({ size = 16 }: { size?: number }) {
  return <span aria-hidden="true" css={circle(size)} />;
}

export interface SpinnerProps {
  /** Announced text; defaults to the common "Loading…". */
  label?: string;
  size?: number;
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label, size = 24 }: SpinnerProps) {
  const intl = useIntl();
  const text =
    label ?? intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…', description: 'Accessible text of a loading spinner' });
  return (
    <span role="status" css={{ display: 'inline-flex', alignItems: 'center', color: theme.colors.brand }}>
      <SpinnerIcon size={size} />
      <span css={visuallyHidden}>{text}</span>
    </span>
  );
}
