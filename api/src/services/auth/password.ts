import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_HASH_COST } from '../../config';

// scrypt is memory-hard: N=2^15, r=8 uses 32 MiB per hash (OWASP's minimum is N=2^17 with r=8, p=1 or equivalent
// cost; 2^15 with p=3 gives the same work on a small server while keeping memory per call bounded), ~0.8 s of CPU
// here. N = 2^cost, the cost from PASSWORD_HASH_COST (config.ts).
const R = 8;
const P = 3;
const KEYLEN = 32;

/** The memory one scrypt call may take at a cost (twice what 128·N·r needs). */
const maxmemOf = (N: number) => Math.max(64 * 1024 * 1024, 256 * N * R);

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEYLEN, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, all base64url: the hash names its own parameters, so a change of cost keeps old ones valid. */
export async function hashPassword(password: string, cost: number = PASSWORD_HASH_COST.default): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await scrypt(password, salt, { N, r: R, p: P, maxmem: maxmemOf(N) });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  // A stored cost beyond what this build would make is not ours: refused rather than hashed for minutes.
  if (!Number.isInteger(N) || N < 2 || N > 2 ** PASSWORD_HASH_COST.max) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N, r: Number(r), p: Number(p), maxmem: maxmemOf(N) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
