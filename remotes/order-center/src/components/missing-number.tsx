import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.md,
  padding: theme.space.xl,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  textAlign: 'center',
});

/** A page opened without the number it shows (spec section 8), with a way back. */
export function MissingNumber({ text, backTo, backLabel }: { text: ReactNode; backTo: string; backLabel: ReactNode }) {
  const locale = useLocale();
  return (
    <section role="alert" css={box}>
      <p css={{ margin: 0, fontSize: theme.font.size.lg }}>{text}</p>
      <Link to={localizePath(backTo, locale)}>{backLabel}</Link>
    </section>
  );
}
