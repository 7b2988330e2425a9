import { createHash, randomBytes } from 'node:crypto';

/** The test provider's client secret: `testpi_<id>_secret_<random>`, like Stripe's `pi_…_secret_…`. */
export function newClientSecret(intentId: string): string {
  return `${intentId}_secret_${randomBytes(18).toString('base64url')}`;
}

/** Only this hash is stored; a presented secret is looked up by its hash, as sign-in tokens are. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The intent id a client secret names, or null when it is not one of ours. */
export function intentIdOf(secret: string): string | null {
  const m = /^(testpi_[0-9a-f]{24})_secret_[A-Za-z0-9_-]{16,64}$/.exec(secret);
  return m ? m[1] : null;
}
