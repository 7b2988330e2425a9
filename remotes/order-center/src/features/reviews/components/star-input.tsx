import { css } from '@emotion/react';
import { useId } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { theme, visuallyHidden } from '@mall/ui-theme';

const starLabel = defineMessage<{ count: number }>({
  id: 'orderCenter.StarInput.star',
  defaultMessage: '{count, plural, one {# star} other {# stars}}',
  description: 'Accessible name of one choice of a star rating',
});

const MAX = 5;

const styles = {
  group: css({ display: 'flex', alignItems: 'center', gap: theme.space.md, marginBottom: theme.space.md }),
  label: css({ minWidth: 140, fontSize: theme.font.size.md }),
  stars: css({ display: 'inline-flex', gap: 2 }),
  star: css({
    fontSize: 26,
    lineHeight: 1,
    color: theme.colors.starEmpty,
    cursor: 'pointer',
    '&[data-on="true"]': { color: theme.colors.star },
    'input:focus-visible + &': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2, borderRadius: theme.radius.sm },
  }),
  value: css({ color: theme.colors.muted, fontSize: theme.font.size.sm }),
};

interface StarInputProps {
  /** The group's name ("Product quality"). */
  label: string;
  name: string;
  /** 1..5. */
  value: number;
  onChange: (value: number) => void;
}

/**
 * A 1–5 star choice built on native radio buttons: Tab reaches the group, the arrow keys move the score, and a
 * screen reader names each choice ("4 stars"); the eye sees the stars up to the score filled.
 */
export function StarInput({ label, name, value, onChange }: StarInputProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} css={styles.group}>
      <span id={`${id}-label`} css={styles.label}>
        {label}
      </span>
      <span css={styles.stars}>
        {Array.from({ length: MAX }, (_, index) => {
          const score = index + 1;
          const inputId = `${id}-${score}`;
          return (
            <span key={score}>
              <input
                id={inputId}
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                css={visuallyHidden}
              />
              <label htmlFor={inputId} css={styles.star} data-on={score <= value}>
                <span aria-hidden="true">★</span>
                <span css={visuallyHidden}>{intl.formatMessage(starLabel, { count: score })}</span>
              </label>
            </span>
          );
        })}
      </span>
      <span css={styles.value} aria-hidden="true">
        {intl.formatMessage(starLabel, { count: value })}
      </span>
    </div>
  );
}
