import { css } from '@emotion/react';
import { defineMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CartLine, CartMerchantGroup } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { panel } from '../../../components/panel-styles';
import { shopPath } from '@mall/routes';
import { CartLineRow } from './cart-line-row';

const selectMerchant = defineMessage<{ name: string }>({
  id: 'checkout.MerchantGroup.selectAll',
  defaultMessage: 'Select all of {name}',
  description: 'Checkbox that checks every line of one merchant',
});

const header = css({ display: 'flex', alignItems: 'center', gap: theme.space.md, paddingBottom: theme.space.sm });
const shop = css({ fontWeight: 600, color: theme.colors.text, textDecoration: 'none', '&:hover': { color: theme.colors.brandStrong } });
const box = css({ width: 16, height: 16, margin: '0 12px', accentColor: theme.colors.brand });
const list = css({ listStyle: 'none', margin: 0, padding: 0 });

interface MerchantGroupProps {
  group: CartMerchantGroup;
  selected: readonly number[];
  onToggleMerchant: (checked: boolean) => void;
  onToggleLine: (id: number) => void;
  onQuantity: (id: number, value: number) => void;
  onDelete: (line: CartLine) => void;
}

/** The lines of one merchant, with the merchant's own select-all. */
export function MerchantGroup({ group, selected, onToggleMerchant, onToggleLine, onQuantity, onDelete }: MerchantGroupProps) {
  const intl = useIntl();
  const locale = useLocale();
  const checkedCount = group.cartInfoList.filter((line) => selected.includes(line.id)).length;
  const all = checkedCount === group.cartInfoList.length;
  const titleId = `cart-merchant-${group.merId}`;
  return (
    <section css={panel} aria-labelledby={titleId}>
      <div css={header}>
        <input
          type="checkbox"
          css={box}
          checked={all}
          ref={(input) => {
            if (input) input.indeterminate = checkedCount > 0 && !all;
          }}
          onChange={() => onToggleMerchant(!all)}
          aria-label={intl.formatMessage(selectMerchant, { name: group.merName })}
        />
        <h2 id={titleId} css={{ margin: 0, fontSize: theme.font.size.md }}>
          <Link css={shop} to={localizePath(shopPath(group.merId), locale)}>
            {group.merName}
          </Link>
        </h2>
      </div>
      <ul css={list}>
        {group.cartInfoList.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            checked={selected.includes(line.id)}
            onToggle={() => onToggleLine(line.id)}
            onQuantity={(value) => onQuantity(line.id, value)}
            onDelete={() => onDelete(line)}
          />
        ))}
      </ul>
    </section>
  );
}
