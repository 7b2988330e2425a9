import { css } from '@emotion/react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useMoney } from '@mall/i18n';
import { ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { selectPointsSummary } from '../store/selectors';
import { pointsSummaryRequested } from '../store/slice';

const messages = defineMessages({
  heading: {
    id: 'orderCenter.PointsSummary.heading',
    defaultMessage: 'Points overview',
    description: 'Accessible name of the four figures',
  },
  current: { id: 'orderCenter.PointsSummary.current', defaultMessage: 'Current points', description: 'Points the shopper has now' },
  total: { id: 'orderCenter.PointsSummary.total', defaultMessage: 'Total earned', description: 'Points earned in all' },
  consumption: {
    id: 'orderCenter.PointsSummary.consumption',
    defaultMessage: 'Cumulative spend',
    description: 'Money paid in all, refunds deducted',
  },
  frozen: { id: 'orderCenter.PointsSummary.frozen', defaultMessage: 'Frozen points', description: 'Points held by unpaid orders' },
});

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: theme.space.md,
    margin: `0 0 ${theme.space.lg}`,
    padding: theme.space.lg,
    background: theme.colors.brandStrong,
    color: theme.colors.onBrand,
    borderRadius: theme.radius.md,
  }),
  // The figure above its label (the label comes first for screen readers).
  figure: css({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: theme.space.xs, textAlign: 'center' }),
  value: css({ margin: 0, fontSize: theme.font.size.xxl, fontWeight: 700, overflowWrap: 'anywhere' }),
  label: css({ fontSize: theme.font.size.md }),
};

/** The four figures of the points page (what the points page shows): current, total earned, cumulative spend (money), frozen. */
export function PointsSummary() {
  const intl = useIntl();
  const money = useMoney();
  const dispatch = useDispatch();
  const summary = useSelector(selectPointsSummary);

  useEffect(() => {
    dispatch(pointsSummaryRequested());
  }, [dispatch]);

  if (summary.status === 'failed' && summary.error) {
    return <ErrorNotice failure={summary.error} onRetry={() => dispatch(pointsSummaryRequested())} />;
  }
  if (!summary.data) return <LoadingBlock minHeight={120} />;
  const points = summary.data;
  const figures = [
    [messages.current, intl.formatNumber(points.integral)],
    [messages.total, intl.formatNumber(points.totalIntegral)],
    [messages.consumption, money(points.consumption)],
    [messages.frozen, intl.formatNumber(points.frozenIntegral)],
  ] as const;
  return (
    <dl css={styles.list} aria-label={intl.formatMessage(messages.heading)}>
      {figures.map(([label, value]) => (
        <div key={label.id} css={styles.figure}>
          <dt css={styles.label}>{intl.formatMessage(label)}</dt>
          <dd css={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
