import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../infra/db';
import htmlAllowList from '@mall/platform/html-allow-list';
import { sanitizeContent } from './product-content';

/**
 * Bump when sanitizeContent's rules change in code (the allow-list file is part of the digest already): every
 * description is then cleaned again as it is next served.
 */
const RULES_VERSION = 1;

/**
 * SQL of the digest a clean description is kept under: sha256 of the fingerprint (parameter `param`) and the text
 * `expr`, as `clean` computes it in Node.
 */
export const digestSql = (expr: string, param: string) => `sha256(convert_to(${param} || coalesce(${expr}, ''), 'UTF8'))`;

/**
 * Product descriptions cleaned once and kept (migration 031). The detail statement looks the clean HTML up by
 * `digestSql(text)`; a description not found is cleaned here and stored for every process.
 */
export function createCleanDescriptions(db: Db, config: Pick<Config, 'publicUrl'>) {
  // Read when used: the public URL is settled once the server listens (tests learn their port only then).
  let made: { publicUrl: string; fingerprint: string } | null = null;
  /** What the digest of a text starts with: the cleaning rules and the public URL the pictures are given. */
  const fingerprint = () => {
    if (made?.publicUrl !== config.publicUrl) {
      const publicUrl = config.publicUrl;
      made = {
        publicUrl,
        fingerprint: createHash('sha256').update(JSON.stringify({ RULES_VERSION, htmlAllowList, publicUrl })).digest('hex'),
      };
    }
    return made.fingerprint;
  };
  return {
    /** The statement parameter `digestSql` expects. */
    fingerprint,
    /** The clean HTML of `text`, cleaned now and kept for next time (a concurrent first reader keeps the same). */
    async clean(text: string): Promise<string> {
      const html = sanitizeContent(text, config.publicUrl);
      const source = createHash('sha256')
        .update(fingerprint() + text, 'utf8')
        .digest();
      await db.query('INSERT INTO clean_html (source, html) VALUES ($1, $2) ON CONFLICT (source) DO NOTHING', [source, html]);
      return html;
    },
  };
}
