import type { Db } from '../../infra/db';
import type { Locale } from '../../i18n/locale';
import { pickText, type Translations } from '../../i18n/localized';

/** Used when system_config has no `refund_reasons` (the seed writes the same list, with its translations). */
const DEFAULT_REASONS = ['Wrong item received', 'Item damaged', 'Not as described', 'No longer needed', 'Other'];

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter((r) => r !== '');

async function reasonsRow(db: Db): Promise<{ value: string; value_i18n: Translations } | undefined> {
  return (
    await db.query<{ value: string; value_i18n: Translations }>("SELECT value, value_i18n FROM system_config WHERE key = 'refund_reasons'")
  ).rows[0];
}

/**
 * The reasons a shopper may choose, in the request's language: system_config `refund_reasons`, one per line (facts
 * 2.11), blank lines dropped; its translation for the language (`value_i18n`, the same lines in the same order) or
 * the default language's list.
 */
export async function refundReasons(db: Db, locale: Locale): Promise<string[]> {
  const row = await reasonsRow(db);
  if (!row) return DEFAULT_REASONS;
  return lines(pickText(row.value, row.value_i18n, locale));
}

/** A reason of the list in any language (the shopper sends the text they chose, in the language they saw). */
export async function isRefundReason(db: Db, reason: string): Promise<boolean> {
  const row = await reasonsRow(db);
  if (!row) return DEFAULT_REASONS.includes(reason);
  return [row.value, ...Object.values(row.value_i18n ?? {})].some((text) => typeof text === 'string' && lines(text).includes(reason));
}
