import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import type { SocialConfig } from '../../../config';
import { refused } from '../../../lib/errors';
import type { SocialProfile } from './accounts';
import { providerFetch } from './provider-http';

/** The contract's RequestToken (twitter4j's fields): the storefront keeps it in cookie twitterToken. */
export interface TwitterRequestToken {
  token: string;
  tokenSecret: string;
  authorizationURL: string;
  authenticationURL: string;
}

interface Credentials {
  id_str?: string;
  name?: string;
  email?: string | null;
}

/**
 * Twitter's OAuth 1.0a three-legged flow: a request token (with our callback), the shopper authorises it at
 * Twitter, which sends the browser to the storefront's /middlewares/callback_twitter with oauth_verifier; the
 * verifier buys an access token, and account/verify_credentials names the person (with the email, which Twitter
 * answers only when verified). Requests are signed HMAC-SHA1 by oauth-1.0a.
 */
export function createTwitterClient(config: NonNullable<SocialConfig['twitter']>) {
  const oauth = new OAuth({
    consumer: { key: config.consumerKey, secret: config.consumerSecret },
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });
  const params = { provider: 'Twitter' };

  /** A signed call; `oauthParams` (oauth_callback, oauth_verifier) are signed and sent in the Authorization header. */
  async function signed(method: 'GET' | 'POST', url: string, token?: OAuth.Token, oauthParams: Record<string, string> = {}) {
    const authorization = oauth.authorize({ url, method, data: oauthParams }, token);
    const headers = oauth.toHeader({ ...authorization, ...oauthParams });
    return providerFetch('Twitter', url, { method, headers: { ...headers } });
  }

  async function form(res: Response): Promise<URLSearchParams> {
    if (!res.ok) throw refused('auth.social.invalid', params);
    return new URLSearchParams(await res.text());
  }

  return {
    async requestToken(): Promise<TwitterRequestToken> {
      const answer = await form(
        await signed('POST', `${config.apiUrl}/oauth/request_token`, undefined, { oauth_callback: config.callbackUrl }),
      );
      const token = answer.get('oauth_token');
      const tokenSecret = answer.get('oauth_token_secret');
      if (!token || !tokenSecret || answer.get('oauth_callback_confirmed') !== 'true') throw refused('auth.social.unavailable', params);
      const query = new URLSearchParams({ oauth_token: token });
      return {
        token,
        tokenSecret,
        authorizationURL: `${config.apiUrl}/oauth/authorize?${query}`,
        authenticationURL: `${config.apiUrl}/oauth/authenticate?${query}`,
      };
    },

    async verify(requestToken: OAuth.Token, verifier: string): Promise<SocialProfile> {
      const access = await form(await signed('POST', `${config.apiUrl}/oauth/access_token`, requestToken, { oauth_verifier: verifier }));
      const key = access.get('oauth_token');
      const secret = access.get('oauth_token_secret');
      if (!key || !secret) throw refused('auth.social.invalid', params);
      const res = await signed('GET', `${config.apiUrl}/1.1/account/verify_credentials.json?include_email=true&skip_status=true`, {
        key,
        secret,
      });
      const person = res.ok ? ((await res.json()) as Credentials) : null;
      if (!person?.id_str) throw refused('auth.social.invalid', params);
      const email = typeof person.email === 'string' && person.email ? person.email : null;
      return { provider: 'twitter', subject: person.id_str, email, emailVerified: email !== null, name: person.name ?? null };
    },
  };
}
