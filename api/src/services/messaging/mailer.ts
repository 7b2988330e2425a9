import nodemailer from 'nodemailer';
import type { Db } from '../../infra/db';

export interface OutgoingMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  /** The one-time code the message carries, kept in the dev outbox for developers and tests. */
  code?: string;
}

/** Sends email and SMS. SMS has no real gateway here: the outbox is its local implementation. */
export interface Mailer {
  send(msg: OutgoingMessage): Promise<void>;
}

export function createMailer(opts: {
  db: Db;
  smtpUrl: string | null;
  from: string;
  /** Keep the code beside the message for the dev outbox; development mode only: otherwise codes are never stored or logged in clear. */
  keepCodes: boolean;
  log: (line: string) => void;
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(msg) {
      if (msg.channel === 'email' && transport) {
        await transport.sendMail({ from: opts.from, to: msg.to, subject: msg.subject, text: msg.body });
      } else {
        opts.log(`[outbox] ${msg.channel} to ${msg.to}: ${msg.subject}${msg.code && opts.keepCodes ? ` (code ${msg.code})` : ''}`);
      }
      // Every message is recorded; the dev endpoint that reads the outbox exists in development mode only.
      await opts.db.query('INSERT INTO outbox_message (recipient, channel, subject, body, code) VALUES ($1, $2, $3, $4, $5)', [
        msg.to,
        msg.channel,
        msg.subject,
        opts.keepCodes ? msg.body : '',
        opts.keepCodes ? (msg.code ?? null) : null,
      ]);
    },
  };
}
