import { css } from '@emotion/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MerchantSettled } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { merchantApplyPath, shopPath } from '@mall/routes';
import { useServerTime } from '../../../hooks/use-server-time';
import { recordMessages as m } from '../messages';
import { HistoryList } from './history-list';
import { StatusBadge } from './status-badge';

const styles = {
  card: css({
    padding: theme.space.lg,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
  }),
  head: css({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }),
  name: css({ margin: 0, fontSize: theme.font.size.lg }),
  meta: css({ margin: `${theme.space.xs} 0 0`, color: theme.colors.muted, fontSize: theme.font.size.sm }),
  notice: css({ margin: `${theme.space.md} 0 0` }),
  reason: css({ margin: `${theme.space.md} 0 0`, color: theme.colors.danger }),
  action: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    marginTop: theme.space.md,
    padding: `0 ${theme.space.md}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.brandStrong,
    color: theme.colors.onBrand,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { background: theme.colors.brand },
  }),
};

/** One application: its state, name and date; the review notice, the shop link, or the reason with Edit; its history. */
export function RecordCard({ application }: { application: MerchantSettled }) {
  const intl = useIntl();
  const locale = useLocale();
  const time = useServerTime();
  const headingId = useId();
  return (
    <article css={styles.card} aria-labelledby={headingId}>
      <div css={styles.head}>
        <StatusBadge status={application.auditStatus} />
        <h2 id={headingId} css={styles.name}>
          {application.name}
        </h2>
      </div>
      <p css={styles.meta}>{intl.formatMessage(m.submittedOn, { time: time(application.createTime) })}</p>
      {application.auditStatus === 1 && <p css={styles.notice}>{intl.formatMessage(m.pendingNotice)}</p>}
      {application.auditStatus === 2 && (
        <>
          <p css={styles.notice}>{intl.formatMessage(m.approvedNotice)}</p>
          {application.merId !== null && (
            <Link css={styles.action} to={localizePath(shopPath(application.merId, 'home', { menuCur: 0 }), locale)}>
              {intl.formatMessage(m.visitShop)}
            </Link>
          )}
        </>
      )}
      {application.auditStatus === 3 && (
        <>
          <p css={styles.reason}>{intl.formatMessage(m.reason, { reason: application.denialReason })}</p>
          <Link
            css={styles.action}
            to={localizePath(merchantApplyPath(application.id), locale)}
            aria-label={intl.formatMessage(m.editLabel, { name: application.name })}
          >
            {intl.formatMessage(m.edit)}
          </Link>
        </>
      )}
      <HistoryList history={application.history} />
    </article>
  );
}
