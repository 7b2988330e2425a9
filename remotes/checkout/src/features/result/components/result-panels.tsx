import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@mall/ui-theme';
import { noticePanel } from '@mall/remote-kit';

const mark = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  color: theme.colors.onBrand,
  fontSize: 28,
  fontWeight: 700,
});
const tones = { success: theme.colors.success, failure: theme.colors.danger, pending: theme.colors.borderStrong } as const;
const rows = css({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: `${theme.space.xs} ${theme.space.lg}`,
  margin: 0,
  textAlign: 'left',
});
export const resultActions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: theme.space.md });

interface ResultPanelProps {
  tone: keyof typeof tones;
  title: string;
  children?: ReactNode;
}

/** One outcome of the payment: a coloured mark, the outcome as a heading, then details and actions. */
export function ResultPanel({ tone, title, children }: ResultPanelProps) {
  const symbol = tone === 'success' ? '✓' : tone === 'failure' ? '!' : '…';
  return (
    <section css={noticePanel} aria-labelledby="payment-result-title" data-result={tone}>
      <span css={[mark, { background: tones[tone] }]} aria-hidden="true">
        {symbol}
      </span>
      <h2 id="payment-result-title" css={{ margin: 0, fontSize: theme.font.size.xl }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label–value rows of the result (order number, time, method, amount). */
export function ResultRows({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl css={rows}>
      {items.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt css={{ color: theme.colors.muted }}>{label}</dt>
          <dd css={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
