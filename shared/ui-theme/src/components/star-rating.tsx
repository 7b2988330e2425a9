import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
// Not part of the shared singleton (package.json "exports"): each remote bundles it if it uses it; the theme is
// the singleton's, through the package's own name.
import { theme } from '@mall/ui-theme';

export interface StarRatingProps {
  /** 0..max, fractions allowed (a merchant's starLevel, a review score). */
  value: number;
  max?: number;
  size?: number;
}

const row = css({ display: 'inline-flex', gap: 2, lineHeight: 1 });
const star = (size: number) => css({ position: 'relative', display: 'inline-block', fontSize: size, color: theme.colors.starEmpty });
const fill = css({ position: 'absolute', inset: 0, overflow: 'hidden', color: theme.colors.star });

/** A read-only rating: one image for screen readers ("Rated 4 out of 5"), stars for the eye. */
export function StarRating({ value, max = 5, size = 16 }: StarRatingProps) {
  const intl = useIntl();
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const label = intl.formatMessage(
    { id: 'common.rating', defaultMessage: 'Rated {value} out of {max}', description: 'Accessible text of a star rating' },
    { value: intl.formatNumber(clamped, { maximumFractionDigits: 1 }), max: intl.formatNumber(max) },
  );
  return (
    <span role="img" aria-label={label} css={row}>
      {Array.from({ length: max }, (_, index) => {
        const portion = Math.min(Math.max(clamped - index, 0), 1);
        return (
          <span key={index} aria-hidden="true" data-fill={portion} css={star(size)}>
            ★<span css={[fill, { width: `${portion * 100}%` }]}>★</span>
          </span>
        );
      })}
    </span>
  );
}
