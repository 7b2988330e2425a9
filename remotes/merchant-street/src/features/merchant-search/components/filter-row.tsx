import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { theme } from '@mall/ui-theme';

interface FilterOption {
  id: number;
  name: string;
}

const row = css({
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.space.md,
  padding: `${theme.space.sm} 0`,
  borderBottom: `1px dashed ${theme.colors.border}`,
});
const label = css({ flex: '0 0 140px', color: theme.colors.muted });
const list = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, margin: 0, padding: 0, listStyle: 'none' });
const option = css({
  padding: `2px ${theme.space.sm}`,
  border: '1px solid transparent',
  borderRadius: theme.radius.sm,
  background: 'none',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.brandStrong },
  '&[aria-pressed="true"]': { borderColor: theme.colors.brandStrong, color: theme.colors.brandStrong },
});

/** One filter line: its name, "All" first, then each option; the chosen one is pressed. */
export function FilterRow({
  title,
  options,
  value,
  onChange,
}: {
  title: string;
  options: FilterOption[];
  /** null = All. */
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} css={row}>
      <span id={titleId} css={label}>
        {title}
      </span>
      <ul css={list}>
        <li>
          <button type="button" css={option} aria-pressed={value === null} onClick={() => onChange(null)}>
            <FormattedMessage
              id="merchantStreet.FilterRow.all"
              defaultMessage="All"
              description="First option of a filter row: no filter"
            />
          </button>
        </li>
        {options.map((o) => (
          <li key={o.id}>
            <button type="button" css={option} aria-pressed={value === o.id} onClick={() => onChange(o.id)}>
              {o.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
