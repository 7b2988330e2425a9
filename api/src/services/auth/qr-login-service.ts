import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';
import { refused } from '../../lib/errors';
import type { LoginResponse } from '../../schemas/auth';
import { startSession } from './login-response';
import type { UserRow } from './user-repository';
import './messages';

/** How long a QR code can be scanned and confirmed. */
export const QR_TICKET_SECONDS = 120;
/** How long the desktop has to collect its session once the phone confirmed (it asks every second). */
const QR_COLLECT_SECONDS = 60;
/** The strategy of a session started by a QR code (the storefront's cookie `auth._token.local7`). */
export const QR_STRATEGY = 'local7';

/**
 * waiting: shown, not scanned; scanned: a signed-in phone opened it; confirmed: the phone said yes and this answer
 * carries the session (once); cancelled: the phone said no; expired; used: its session was collected already.
 */
export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'cancelled' | 'expired' | 'used';

export interface QrLoginService {
  /** A new ticket for a desktop's login dialog. */
  create(): Promise<{ ticket: string; expiresIn: number }>;
  /** What became of a ticket; once confirmed, the first call starts the session and answers it. */
  status(ticket: string): Promise<{ status: QrStatus; expiresIn: number; login: LoginResponse | null }>;
  /** The signed-in phone opened the ticket's page. Refused when unknown, expired, used or held by another account. */
  scan(userId: number, ticket: string): Promise<{ expiresIn: number }>;
  /** The phone confirmed: the desktop signs in as `userId` at its next status call. */
  confirm(userId: number, ticket: string): Promise<void>;
  /** The phone declined. */
  cancel(userId: number, ticket: string): Promise<void>;
}

interface TicketRow {
  id: number;
  expired: boolean;
  expires_in: number;
  scanned_by: number | null;
  confirmed: boolean;
  collectable: boolean;
  cancelled: boolean;
  used: boolean;
}

const hashTicket = (ticket: string) => createHash('sha256').update(`qr:${ticket}`).digest('hex');

async function lockTicket(tx: Db, ticket: string): Promise<TicketRow | null> {
  const r = await tx.query<TicketRow>(
    `SELECT id, expires_at <= now() AS expired,
            greatest(0, ceil(extract(epoch FROM expires_at - now())))::int AS expires_in,
            scanned_by, confirmed_at IS NOT NULL AS confirmed,
            confirmed_at > now() - make_interval(secs => $2) AS collectable,
            cancelled_at IS NOT NULL AS cancelled, used_at IS NOT NULL AS used
       FROM qr_login_ticket WHERE ticket_hash = $1 FOR UPDATE`,
    [hashTicket(ticket), QR_COLLECT_SECONDS],
  );
  return r.rows[0] ?? null;
}

/** The ticket as the phone may act on it: refused with the reason the shopper reads otherwise. */
function openTicket(row: TicketRow | null, userId: number): TicketRow {
  if (!row) throw refused('qr.unknown');
  if (row.used || row.confirmed) throw refused('qr.used');
  if (row.cancelled) throw refused('qr.cancelled');
  if (row.expired) throw refused('qr.expired');
  if (row.scanned_by !== null && row.scanned_by !== userId) throw refused('qr.used');
  return row;
}

async function signer(tx: Db, userId: number): Promise<UserRow> {
  const r = await tx.query<UserRow>(
    'SELECT id, email, country_code, phone, password_hash, nickname, avatar, user_type, identity FROM app_user WHERE id = $1',
    [userId],
  );
  const user = r.rows[0];
  // A guest account belongs to one purchase in one browser: it is not carried to another device.
  if (!user || user.user_type === 'visitor') throw refused('qr.visitor');
  return user;
}

export function createQrLoginService(db: Db): QrLoginService {
  return {
    async create() {
      const ticket = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        // Old tickets go as new ones come (the index on expires_at keeps this cheap).
        await tx.query(`DELETE FROM qr_login_ticket WHERE expires_at < now() - interval '1 day'`);
        await tx.query('INSERT INTO qr_login_ticket (ticket_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2))', [
          hashTicket(ticket),
          QR_TICKET_SECONDS,
        ]);
      });
      return { ticket, expiresIn: QR_TICKET_SECONDS };
    },

    status(ticket) {
      return db.transaction(async (tx) => {
        const row = await lockTicket(tx, ticket);
        if (!row) throw refused('qr.unknown');
        const answer = (status: QrStatus, login: LoginResponse | null = null) => ({ status, expiresIn: row.expires_in, login });
        if (row.used) return answer('used');
        if (row.confirmed) {
          if (!row.collectable) return answer('expired');
          // Confirmed implies scanned: the phone's account is the one the desktop signs in as.
          const login = await startSession(tx, await signer(tx, row.scanned_by!), QR_STRATEGY, 'login');
          await tx.query('UPDATE qr_login_ticket SET used_at = now() WHERE id = $1', [row.id]);
          return answer('confirmed', login);
        }
        if (row.cancelled) return answer('cancelled');
        if (row.expired) return answer('expired');
        return answer(row.scanned_by === null ? 'waiting' : 'scanned');
      });
    },

    scan(userId, ticket) {
      return db.transaction(async (tx) => {
        const row = openTicket(await lockTicket(tx, ticket), userId);
        await signer(tx, userId);
        await tx.query('UPDATE qr_login_ticket SET scanned_by = $2, scanned_at = coalesce(scanned_at, now()) WHERE id = $1', [
          row.id,
          userId,
        ]);
        return { expiresIn: row.expires_in };
      });
    },

    async confirm(userId, ticket) {
      await db.transaction(async (tx) => {
        const row = openTicket(await lockTicket(tx, ticket), userId);
        await signer(tx, userId);
        await tx.query(
          'UPDATE qr_login_ticket SET scanned_by = $2, scanned_at = coalesce(scanned_at, now()), confirmed_at = now() WHERE id = $1',
          [row.id, userId],
        );
      });
    },

    async cancel(userId, ticket) {
      await db.transaction(async (tx) => {
        const row = openTicket(await lockTicket(tx, ticket), userId);
        await tx.query('UPDATE qr_login_ticket SET cancelled_at = now() WHERE id = $1', [row.id]);
      });
    },
  };
}
