import type { Db } from '../../../infra/db';
import { refused } from '../../../lib/errors';
import type { LoginResponse } from '../../../schemas/auth';
import { startSession } from '../login-response';
import { findAccountByEmail, insertUser, isUniqueViolation, type UserRow } from '../user-repository';
import '../messages';

export type SocialProvider = 'google' | 'facebook' | 'twitter';

/** The provider's name as the shopper reads it in a message. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter' };

/** Who the provider says signed in, once it vouched for the token. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id of the person (Google `sub`, Facebook and Twitter user id). */
  subject: string;
  email: string | null;
  /** The provider vouches that the person owns `email` (only then is an existing account linked). */
  emailVerified: boolean;
  name: string | null;
}

const COLUMNS = 'u.id, u.email, u.country_code, u.phone, u.password_hash, u.nickname, u.avatar, u.user_type, u.identity';

/** A nickname is 1 to 20 characters: the provider's display name cut to fit, else "Google user". */
function nicknameOf(profile: SocialProfile): string {
  const name = [...(profile.name ?? '').trim()].slice(0, 20).join('').trim();
  return name || `${PROVIDER_NAMES[profile.provider]} user`;
}

async function linkedAccount(tx: Db, profile: SocialProfile): Promise<UserRow | null> {
  const r = await tx.query<UserRow>(
    `SELECT ${COLUMNS} FROM social_identity s JOIN app_user u ON u.id = s.user_id WHERE s.provider = $1 AND s.subject = $2`,
    [profile.provider, profile.subject],
  );
  return r.rows[0] ?? null;
}

async function link(tx: Db, user: UserRow, profile: SocialProfile, email: string | null): Promise<void> {
  await tx.query('INSERT INTO social_identity (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)', [
    profile.provider,
    profile.subject,
    user.id,
    email,
  ]);
}

/**
 * Signs in the account of a verified social identity, linking or creating it (issue 18, item 1):
 * - an identity seen before signs in to its account;
 * - a new identity whose email the provider verified links to the registered account with that email;
 * - an unverified email that an account already has is refused: whoever holds the social account may not own the
 *   address, so it could take the account over (the spec's "current user cannot log in with the social account");
 * - an account already linked to another identity of the same provider is refused the same way;
 * - otherwise a new account of that provider's type is created (with the email when verified).
 */
export async function signInWithSocial(db: Db, profile: SocialProfile, strategy: string): Promise<LoginResponse> {
  const provider = PROVIDER_NAMES[profile.provider];
  const email = profile.email?.trim().toLowerCase() || null;
  try {
    return await db.transaction(async (tx) => {
      const known = await linkedAccount(tx, profile);
      if (known) return startSession(tx, known, strategy, 'login');

      const holder = email ? await findAccountByEmail(tx, email) : null;
      if (holder) {
        if (!profile.emailVerified) throw refused('auth.social.emailUnverified', { provider });
        const other = await tx.query('SELECT 1 FROM social_identity WHERE user_id = $1 AND provider = $2', [holder.id, profile.provider]);
        if (other.rowCount) throw refused('auth.social.cannotSignIn', { provider });
        await link(tx, holder, profile, email);
        return startSession(tx, holder, strategy, 'login');
      }

      const created = await insertUser(tx, {
        email: profile.emailVerified ? email : null,
        countryCode: null,
        phone: null,
        passwordHash: null,
        nickname: nicknameOf(profile),
        userType: profile.provider,
        identity: null,
      });
      await link(tx, created, profile, email);
      return startSession(tx, created, strategy, 'register');
    });
  } catch (err) {
    // Two first sign-ins of the same identity (or email) raced: the second finds the first's account on retry.
    if (isUniqueViolation(err))
      return db.transaction(async (tx) => {
        const known = await linkedAccount(tx, profile);
        if (!known) throw refused('auth.social.cannotSignIn', { provider });
        return startSession(tx, known, strategy, 'login');
      });
    throw err;
  }
}
