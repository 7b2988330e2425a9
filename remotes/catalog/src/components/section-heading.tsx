import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@mall/ui-theme';

const row = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space.md,
  margin: `0 0 ${theme.space.md}`,
});
const title = css({ margin: 0, fontSize: theme.font.size.xl, fontWeight: 700, color: theme.colors.text });

/** A section title (h2) with an optional link or action on the right. */
export function SectionHeading({ id, children, action }: { id?: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div css={row}>
      <h2 id={id} css={title}>
        {children}
      </h2>
      {action}
    </div>
  );
}
