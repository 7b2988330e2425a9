import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';

/** A centred block on the page's surface: a notice, or the outcome of a step (the payment result). */
export const noticePanel = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.md,
  padding: theme.space.xl,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  textAlign: 'center',
});

export interface PageProblemProps {
  /** A heading above the text; without one the text is the lead line. */
  title?: ReactNode;
  text: ReactNode;
  /** The bare path of the way back (localized here). */
  backTo: string;
  backLabel: ReactNode;
}

/**
 * A page that cannot show what it was opened for (no order number in its URL, a pre-order that cannot be used):
 * says why, as an alert, with a way back. A shopper must never face a blank page or a raw failure.
 */
export function PageProblem({ title, text, backTo, backLabel }: PageProblemProps) {
  const locale = useLocale();
  return (
    <section role="alert" css={noticePanel}>
      {title !== undefined && <h2 css={{ margin: 0, fontSize: theme.font.size.xl }}>{title}</h2>}
      <p css={title !== undefined ? { margin: 0, color: theme.colors.muted } : { margin: 0, fontSize: theme.font.size.lg }}>{text}</p>
      <Link to={localizePath(backTo, locale)}>{backLabel}</Link>
    </section>
  );
}
