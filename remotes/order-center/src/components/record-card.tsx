import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';
import { cardStyles as s } from './card-styles';

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
