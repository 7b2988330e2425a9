import type { Db } from '../../external/db';

/** Used when system_config has no `refund_reasons` (the seed writes the same list). */
const DEFAULT_REASONS = ['Wrong item received', 'Item damaged', 'Not as described', 'No longer needed', 'Other'];

/** The reasons a shopper may choose: system_config `refund_reasons`, one per line (facts 2.11), blank lines dropped. */
export async function refundReasons(db: Db): Promise<string[]> {
  const row = (await db.query<{ value: string }>("SELECT value FROM system_config WHERE key = 'refund_reasons'")).rows[0];
  if (!row) return DEFAULT_REASONS;
  return row.value.split(/\r?\n/).map((r) => r.trim()).filter((r) => r !== '');
}
