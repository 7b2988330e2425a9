import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { AuditStatus } from '@mall/contract';
import { theme } from '@mall/ui-theme';
import { recordMessages as m } from '../messages';

const LOOK: Record<
  AuditStatus,
  { message: typeof m.pending | typeof m.approved | typeof m.rejected; colour: string; background: string; icon: string }
> = {
  1: { message: m.pending, colour: '#8a5300', background: '#fff4e0', icon: '⏳' },
  2: { message: m.approved, colour: theme.colors.success, background: '#e6f4ea', icon: '✓' },
  3: { message: m.rejected, colour: theme.colors.danger, background: theme.colors.brandSoft, icon: '✕' },
};

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: `2px ${theme.space.sm}`,
  borderRadius: theme.radius.pill,
  fontSize: theme.font.size.sm,
  fontWeight: 600,
});

/** The state of an application in words, with a colour and a mark (never colour alone). */
export function StatusBadge({ status }: { status: AuditStatus }) {
  const intl = useIntl();
  const look = LOOK[status];
  return (
    <span css={[badge, { color: look.colour, background: look.background }]}>
      <span aria-hidden="true">{look.icon}</span>
      <span>{intl.formatMessage(look.message)}</span>
    </span>
  );
}
