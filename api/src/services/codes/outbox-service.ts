import type { Db } from '../../infra/db';
import { badRequest } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import type { OutboxMessage } from '../../schemas/auth';
import { parseTarget } from './targets';

/** How many messages the dev outbox shows for one address. */
const OUTBOX_LIMIT = 50;

export interface OutboxService {
  /** The messages sent to one address, newest first (development mode only: the route exists only then). */
  sentTo(to: string): Promise<OutboxMessage[]>;
}

export function createOutboxService(db: Db): OutboxService {
  return {
    async sentTo(to) {
      const target = parseTarget(to);
      if (!target) throw badRequest('codes.target.invalid');
      const r = await db.query<{ recipient: string; channel: 'email' | 'sms'; subject: string; code: string | null; created_at: Date }>(
        `SELECT recipient, channel, subject, code, created_at FROM outbox_message
          WHERE recipient = $1 ORDER BY id DESC LIMIT $2`,
        [target, OUTBOX_LIMIT],
      );
      return r.rows.map((m) => ({
        to: m.recipient,
        channel: m.channel,
        subject: m.subject,
        code: m.code,
        createdAt: formatDate(m.created_at) ?? '',
      }));
    },
  };
}
