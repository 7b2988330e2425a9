import { createHmac } from 'node:crypto';
import type { SocialConfig } from '../../../config';
import { refused } from '../../../lib/errors';
import type { SocialProfile } from './accounts';
import { providerFetch } from './provider-http';

interface DebugToken {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string; expires_at?: number };
}
interface Me {
  id?: string;
  name?: string;
  email?: string;
}

/**
 * Checks a Facebook user access token with the Graph API: `/debug_token` (with the app token) must say it is valid
 * and was issued to our app, then `/me` (with appsecret_proof) names the person. Facebook answers `email` only for a
 * confirmed address, so it counts as verified. The browser's own claims about who signed in are never trusted.
 */
export function createFacebookVerifier(config: NonNullable<SocialConfig['facebook']>) {
  const params = { provider: 'Facebook' };
  const graph = (path: string, query: Record<string, string>) => `${config.graphUrl}${path}?${new URLSearchParams(query)}`;

  return async function verify(accessToken: string): Promise<SocialProfile> {
    const debug = await providerFetch(
      'Facebook',
      graph('/debug_token', {
        input_token: accessToken,
        access_token: `${config.appId}|${config.appSecret}`,
      }),
    );
    const info = debug.ok ? ((await debug.json()) as DebugToken).data : undefined;
    if (!info?.is_valid || info.app_id !== config.appId || !info.user_id) {
      const expired = typeof info?.expires_at === 'number' && info.expires_at > 0 && info.expires_at * 1000 < Date.now();
      throw refused(expired ? 'auth.social.expired' : 'auth.social.invalid', params);
    }
    const me = await providerFetch(
      'Facebook',
      graph('/me', {
        fields: 'id,name,email',
        access_token: accessToken,
        appsecret_proof: createHmac('sha256', config.appSecret).update(accessToken).digest('hex'),
      }),
    );
    const person = me.ok ? ((await me.json()) as Me) : null;
    if (!person || person.id !== info.user_id) throw refused('auth.social.invalid', params);
    const email = typeof person.email === 'string' && person.email ? person.email : null;
    return { provider: 'facebook', subject: person.id, email, emailVerified: email !== null, name: person.name ?? null };
  };
}
