import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
// Not part of the shared singleton (package.json "exports"): each remote bundles it if it uses it; the theme is
// the singleton's, through the package's own name.
import { theme } from '@mall/ui-theme';

export interface EmptyStateProps {
  /** Translated; defaults to the common "Nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** An illustration (decorative). */
  image?: string;
  /** A call to action, e.g. a Button back home. */
  action?: ReactNode;
}

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: `${theme.space.xl} ${theme.space.md}`,
  textAlign: 'center',
  color: theme.colors.muted,
});
const heading = css({ margin: 0, fontSize: theme.font.size.lg, fontWeight: 400, color: theme.colors.text });

export function EmptyState({ title, description, image, action }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <section css={box}>
      {image && <img src={image} alt="" width={160} />}
      <h2 css={heading}>
        {title ?? intl.formatMessage({ id: 'common.empty', defaultMessage: 'Nothing here yet', description: 'Heading of an empty list' })}
      </h2>
      {description && <p css={{ margin: 0 }}>{description}</p>}
      {action}
    </section>
  );
}
