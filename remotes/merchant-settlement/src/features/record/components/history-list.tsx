import { css } from '@emotion/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SettlementEvent } from '@mall/contract';
import { theme } from '@mall/ui-theme';
import { useServerTime } from '../../../hooks/use-server-time';
import { recordMessages as m } from '../messages';

const styles = {
  heading: css({ margin: `${theme.space.md} 0 ${theme.space.xs}`, fontSize: theme.font.size.md }),
  list: css({ margin: 0, paddingLeft: theme.space.lg, color: theme.colors.muted, fontSize: theme.font.size.sm, li: { marginBottom: 2 } }),
  time: css({ marginRight: theme.space.sm }),
};

/** What happened to an application, oldest first: submissions, rejections with their reasons, the approval. */
export function HistoryList({ history }: { history: readonly SettlementEvent[] }) {
  const intl = useIntl();
  const time = useServerTime();
  const headingId = useId();
  const describe = (step: SettlementEvent) => {
    switch (step.event) {
      case 'submitted':
        return intl.formatMessage(m.submitted);
      case 'resubmitted':
        return intl.formatMessage(m.resubmitted);
      case 'rejected':
        return intl.formatMessage(m.rejectedStep, { reason: step.reason ?? '' });
      case 'approved':
        return intl.formatMessage(m.approvedStep);
    }
  };
  if (history.length === 0) return null;
  return (
    <>
      <h3 id={headingId} css={styles.heading}>
        {intl.formatMessage(m.history)}
      </h3>
      <ol aria-labelledby={headingId} css={styles.list}>
        {history.map((step, i) => (
          <li key={i}>
            <time css={styles.time}>{time(step.createTime)}</time>
            {describe(step)}
          </li>
        ))}
      </ol>
    </>
  );
}
