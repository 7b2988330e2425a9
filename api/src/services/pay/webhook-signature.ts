import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance: a signed event older (or newer) than this is refused as a possible replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = 'ok' | 'malformed' | 'mismatch' | 'stale';

const hmac = (secret: string, timestamp: number, payload: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();

/** The `Stripe-Signature` header for a payload: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signPayload(secret: string, payload: string | Buffer, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload).toString('hex')}`;
}

/**
 * Verifies a `Stripe-Signature` header as Stripe documents it: the HMAC-SHA256 of `${t}.${rawBody}` with the endpoint
 * secret must equal one of the `v1` signatures (compared in constant time), and `t` must be within the tolerance of
 * now. The raw body must be the exact bytes received: re-serialised JSON would not match.
 */
export function verifySignature(
  header: string | undefined,
  rawBody: string | Buffer,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return 'malformed';
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && /^\d{1,12}$/.test(value ?? '')) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value ?? '')) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0) return 'malformed';
  const expected = hmac(secret, timestamp, rawBody);
  if (!signatures.some((s) => s.length === expected.length && timingSafeEqual(s, expected))) return 'mismatch';
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'stale';
  return 'ok';
}
