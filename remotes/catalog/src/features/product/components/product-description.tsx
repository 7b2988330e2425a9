import { css } from '@emotion/react';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { sanitizeHtml } from '@mall/ui-theme/sanitize-html';

const messages = defineMessages({
  empty: {
    id: 'catalog.ProductDescription.empty',
    defaultMessage: 'This product has no description yet.',
    description: 'Shown when the description is empty',
  },
});

const container = css({
  padding: theme.space.md,
  lineHeight: theme.font.lineHeight,
  overflowWrap: 'anywhere',
  img: { maxWidth: '100%', height: 'auto' },
  table: { borderCollapse: 'collapse', maxWidth: '100%' },
  'td, th': { border: `1px solid ${theme.colors.border}`, padding: theme.space.xs },
});

/** The HTML description: sanitised by the API, and again here with an allow-list before it is rendered. */
export function ProductDescription({ html }: { html: string }) {
  const intl = useIntl();
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  if (!clean.trim()) return <p css={{ color: theme.colors.muted }}>{intl.formatMessage(messages.empty)}</p>;
  return <div css={container} data-description="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
