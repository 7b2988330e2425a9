import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { mediaUrl } from '../../lib/format';
import type { LoginMethodResponse } from '../../schemas/auth';
import type { Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';

async function settings(db: Db, keys: string[], locale: Locale = 'en'): Promise<Record<string, string>> {
  const r = await db.query<{ key: string; value: string }>(
    `SELECT key, ${localized('value', locale)} FROM system_config WHERE key = ANY($1)`,
    [keys],
  );
  return Object.fromEntries(r.rows.map((row) => [row.key, row.value]));
}

/** Guest checkout is on when system_config visitor_open is '1' (operators flip it at run time). */
export async function isVisitorOpen(db: Db): Promise<boolean> {
  const s = await settings(db, ['visitor_open']);
  return s.visitor_open === '1';
}

export interface LoginSettingsService {
  methodInfo(): Promise<LoginMethodResponse>;
  /** The picture beside the sign-in form, in the request's language (its words are drawn in it). */
  loginPicture(locale: Locale): Promise<{ loginLeftImage: string }>;
}

/**
 * What the login dialog shows. A social provider is on when its credentials are configured (config.social), and the
 * storefront then shows its button; Google's client id and Facebook's app id are public (the browser needs them).
 */
export function createLoginSettingsService(db: Db, config: Config): LoginSettingsService {
  return {
    async methodInfo() {
      const s = await settings(db, ['visitor_open', 'user_agreement']);
      return {
        twitterOpen: config.social.twitter !== null,
        googleOpen: config.social.google !== null,
        facebookOpen: config.social.facebook !== null,
        googleClientId: config.social.google?.clientId ?? '',
        facebookAppId: config.social.facebook?.appId ?? '',
        visitorOpen: s.visitor_open === '1',
        agreement: s.user_agreement ?? '',
      };
    },

    async loginPicture(locale) {
      const s = await settings(db, ['login_left_image'], locale);
      return { loginLeftImage: mediaUrl(config.publicUrl, s.login_left_image) };
    },
  };
}
