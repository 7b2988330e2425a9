import { css } from '@emotion/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ProductGuarantee } from '@mall/contract';
import { theme } from '@mall/ui-theme';

const messages = defineMessages({
  label: { id: 'catalog.GuaranteeList.label', defaultMessage: 'Guarantees', description: 'Accessible name of the guarantee ticks' },
});

const list = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, margin: 0, padding: 0, listStyle: 'none' });
const item = css({ position: 'relative', '&:hover > [role="tooltip"], &:focus-within > [role="tooltip"]': { display: 'block' } });
const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  fontSize: theme.font.size.sm,
  color: theme.colors.text,
  cursor: 'help',
  borderRadius: theme.radius.sm,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
});
const tick = css({ color: theme.colors.success, fontWeight: 700 });
const tooltip = css({
  display: 'none',
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  zIndex: theme.zIndex.dropdown,
  width: 240,
  padding: theme.space.sm,
  borderRadius: theme.radius.sm,
  background: theme.colors.text,
  color: theme.colors.onBrand,
  fontSize: theme.font.size.sm,
});

function Guarantee({ guarantee }: { guarantee: ProductGuarantee }) {
  const tipId = useId();
  return (
    <li css={item}>
      <span tabIndex={0} aria-describedby={guarantee.content ? tipId : undefined} css={trigger}>
        <span aria-hidden="true" css={tick}>
          ✓
        </span>
        {guarantee.name}
      </span>
      {guarantee.content && (
        <span role="tooltip" id={tipId} css={tooltip}>
          {guarantee.content}
        </span>
      )}
    </li>
  );
}

/** The product's guarantees as ticks; hovering or focusing one shows what it promises. */
export function GuaranteeList({ guarantees }: { guarantees: readonly ProductGuarantee[] }) {
  const intl = useIntl();
  const shown = guarantees.filter((guarantee) => guarantee.isShow !== false);
  if (shown.length === 0) return null;
  return (
    <ul css={list} aria-label={intl.formatMessage(messages.label)}>
      {shown.map((guarantee) => (
        <Guarantee key={guarantee.id} guarantee={guarantee} />
      ))}
    </ul>
  );
}
