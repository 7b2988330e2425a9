import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';
import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';

/** The card's frame: a bordered box with a shaded header, its number in bold. */
const s = {
  card: css({
    marginBottom: theme.space.md,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
  }),
  top: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: theme.space.sm,
    padding: `${theme.space.sm} ${theme.space.md}`,
    background: theme.colors.background,
    borderBottom: `1px solid ${theme.colors.border}`,
    borderRadius: `${theme.radius.md} ${theme.radius.md} 0 0`,
    fontSize: theme.font.size.sm,
    color: theme.colors.muted,
  }),
  number: css({ margin: 0, fontSize: theme.font.size.md, color: theme.colors.text, fontWeight: 600 }),
  body: css({ padding: theme.space.md }),
};

interface RecordCardProps {
  /** The heading's element id: the card's accessible name. */
  titleId: string;
  /** The heading ("Order PT…", "Refund …"), a link to the record's detail. */
  title: string;
  /** The bare path of the detail (localized here). */
  to: string;
  /** When it was placed or asked for, already worded. */
  time: string;
  /** Anything else the header shows after the time (an unpaid order's state). */
  headerExtra?: ReactNode;
  /** The card's goods. */
  children: ReactNode;
  /** The card's footer element (amount and actions). */
  footer: ReactNode;
}

/** A card of the order and refund lists: a header with the record's number and time, its goods, then its footer. */
export function RecordCard({ titleId, title, to, time, headerExtra, children, footer }: RecordCardProps) {
  const locale = useLocale();
  return (
    <article css={s.card} aria-labelledby={titleId}>
      <header css={s.top}>
        <h2 id={titleId} css={s.number}>
          <Link to={localizePath(to, locale)}>{title}</Link>
        </h2>
        <span>{time}</span>
        {headerExtra}
      </header>
      <div css={s.body}>{children}</div>
      {footer}
    </article>
  );
}
