import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';

const steps = defineMessages({
  1: { id: 'orderCenter.StepBar.toPay', defaultMessage: 'To pay', description: 'Step 1 of an order' },
  2: { id: 'orderCenter.StepBar.toShip', defaultMessage: 'To ship', description: 'Step 2 of an order' },
  3: { id: 'orderCenter.StepBar.toReceive', defaultMessage: 'To receive', description: 'Step 3 of an order' },
  4: { id: 'orderCenter.StepBar.completed', defaultMessage: 'Completed', description: 'Step 4 of an order' },
});

const label = defineMessage({
  id: 'orderCenter.StepBar.label',
  defaultMessage: 'Order progress',
  description: 'Accessible name of the step bar',
});

const list = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  margin: `0 0 ${theme.space.md}`,
  padding: theme.space.md,
  listStyle: 'none',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  counterReset: 'step',
});
const item = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.xs,
  color: theme.colors.muted,
  counterIncrement: 'step',
  '&::before': {
    content: 'counter(step)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    borderRadius: theme.radius.pill,
    border: `2px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    fontWeight: 600,
    zIndex: 1,
  },
  '&:not(:first-of-type)::after': {
    content: '""',
    position: 'absolute',
    top: 13,
    right: '50%',
    width: '100%',
    height: 2,
    background: theme.colors.border,
  },
});
const reached = css({
  color: theme.colors.text,
  '&::before': { borderColor: theme.colors.brandStrong, background: theme.colors.brandStrong, color: theme.colors.onBrand },
  '&:not(:first-of-type)::after': { background: theme.colors.brandStrong },
});
const current = css({ fontWeight: 600, color: theme.colors.brandStrong });

/** To pay → To ship → To receive → Completed, with the order's step marked as current. */
export function StepBar({ step }: { step: 1 | 2 | 3 | 4 }) {
  const intl = useIntl();
  return (
    <ol css={list} aria-label={intl.formatMessage(label)}>
      {([1, 2, 3, 4] as const).map((n) => (
        <li key={n} css={[item, n <= step && reached, n === step && current]} aria-current={n === step ? 'step' : undefined}>
          {intl.formatMessage(steps[n])}
        </li>
      ))}
    </ol>
  );
}
