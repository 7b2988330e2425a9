import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MerchantProductCategory } from '../api/products';
import { theme } from '@mall/ui-theme';

const list = css({ margin: 0, padding: 0, listStyle: 'none' });
const item = css({
  display: 'block',
  width: '100%',
  padding: `${theme.space.xs} ${theme.space.sm}`,
  border: 0,
  background: 'none',
  color: theme.colors.text,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { color: theme.colors.brandStrong },
  '&[aria-current="true"]': { color: theme.colors.brandStrong, fontWeight: 600, background: theme.colors.brandSoft },
});

/** The store's own categories, "All" first; a category includes its sub-categories. */
export function CategoryTree({
  tree,
  selected,
  onSelect,
}: {
  tree: MerchantProductCategory[];
  selected: number | null;
  onSelect: (cid: number | null) => void;
}) {
  const intl = useIntl();
  const entry = (category: MerchantProductCategory) => (
    <li key={category.id}>
      <button type="button" css={item} aria-current={selected === category.id} onClick={() => onSelect(category.id)}>
        {category.name}
      </button>
      {category.childList && <ul css={[list, { paddingLeft: theme.space.md }]}>{category.childList.map(entry)}</ul>}
    </li>
  );
  return (
    <nav
      aria-label={intl.formatMessage({
        id: 'merchantStreet.CategoryTree.label',
        defaultMessage: 'Store categories',
        description: 'Name of the store’s category list',
      })}
    >
      <ul css={list}>
        <li>
          <button type="button" css={item} aria-current={selected === null} onClick={() => onSelect(null)}>
            <FormattedMessage
              id="merchantStreet.CategoryTree.all"
              defaultMessage="All products"
              description="First entry of the store categories"
            />
          </button>
        </li>
        {tree.map(entry)}
      </ul>
    </nav>
  );
}
