import { useMemo } from 'react';
import { sanitizeHtml } from '@mall/ui-theme/sanitize-html';

const LOOKS_LIKE_HTML = /<[a-z][\s\S]*>/i;

/** The agreement as the server wrote it: allow-listed HTML, or plain text split into paragraphs. */
export function AgreementText({ text }: { text: string }) {
  const html = useMemo(() => (LOOKS_LIKE_HTML.test(text) ? sanitizeHtml(text) : null), [text]);
  if (html !== null) return <div dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div>
      {text
        .split(/\n\s*\n|\r\n\s*\r\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}
