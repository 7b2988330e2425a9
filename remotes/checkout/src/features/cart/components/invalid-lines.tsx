import { css } from '@emotion/react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { CartLine } from '@mall/contract';
import { Button, theme } from '@mall/ui-theme';
import { panel } from '../../../components/panel-styles';
import { lineName } from './cart-grid';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  title: defineMessage<{ count: number }>({
    id: 'checkout.InvalidLines.title',
    defaultMessage: 'Unavailable items ({count})',
    description: 'Heading and toggle of the section of cart lines that can no longer be bought',
  }),
  explain: {
    id: 'checkout.InvalidLines.explain',
    defaultMessage: 'These items are sold out, off the shelf or no longer offered in the option you chose.',
    description: 'Why cart lines are unavailable',
  },
  unavailable: { id: 'checkout.InvalidLines.unavailable', defaultMessage: 'Unavailable', description: 'Badge on an unavailable cart line' },
  reselect: {
    id: 'checkout.InvalidLines.reselect',
    defaultMessage: 'Reselect',
    description: 'Button that chooses another option of the product',
  },
  reselectLine: defineMessage<{ name: string }>({
    id: 'checkout.InvalidLines.reselectLine',
    defaultMessage: 'Reselect {name}',
    description: 'Accessible name of the reselect button',
  }),
  clearAll: {
    id: 'checkout.InvalidLines.clearAll',
    defaultMessage: 'Clear all',
    description: 'Button that deletes every unavailable line',
  },
});

const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.md });
const toggle = css({
  border: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  fontSize: theme.font.size.lg,
  fontWeight: 600,
  color: theme.colors.text,
  cursor: 'pointer',
});
const list = css({ listStyle: 'none', margin: `${theme.space.md} 0 0`, padding: 0 });
const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.sm} 0`,
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.muted,
});
const picture = css({ width: 64, height: 64, objectFit: 'cover', borderRadius: theme.radius.sm, filter: 'grayscale(1)', opacity: 0.7 });
const badge = css({
  padding: '2px 8px',
  borderRadius: theme.radius.pill,
  background: theme.colors.background,
  color: theme.colors.text,
  fontSize: theme.font.size.sm,
});

interface InvalidLinesProps {
  lines: CartLine[];
  onReselect: (line: CartLine) => void;
  onClearAll: () => void;
}

/** Lines that can no longer be bought, in their own collapsible section (open at first). */
export function InvalidLines({ lines, onReselect, onClearAll }: InvalidLinesProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const listId = 'cart-invalid-lines';
  return (
    <section css={panel} aria-labelledby="cart-invalid-title">
      <div css={header}>
        <h2 id="cart-invalid-title" css={{ margin: 0, fontSize: 'inherit' }}>
          <button type="button" css={toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
            {intl.formatMessage(messages.title, { count: lines.length })}
          </button>
        </h2>
        <Button variant="secondary" onClick={onClearAll}>
          {intl.formatMessage(messages.clearAll)}
        </Button>
      </div>
      <div id={listId} hidden={!open}>
        <p css={{ margin: `${theme.space.sm} 0 0`, color: theme.colors.muted }}>{intl.formatMessage(messages.explain)}</p>
        <ul css={list}>
          {lines.map((line) => {
            const label = lineName(line.suk, line.storeName);
            return (
              <li key={line.id} css={row}>
                <span css={badge}>{intl.formatMessage(messages.unavailable)}</span>
                <Picture css={picture} src={line.image} width={64} height={64} sizes="64px" />
                <span css={{ flex: 1, minWidth: 0 }}>{label}</span>
                <Button
                  variant="secondary"
                  onClick={() => onReselect(line)}
                  aria-label={intl.formatMessage(messages.reselectLine, { name: label })}
                >
                  {intl.formatMessage(messages.reselect)}
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
