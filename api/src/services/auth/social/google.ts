import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { SocialConfig } from '../../../config';
import { GOOGLE_ISSUER } from '../../../config';
import { refused } from '../../../lib/errors';
import type { SocialProfile } from './accounts';
import { PROVIDER_TIMEOUT_MS } from './provider-http';

/**
 * Verifies a Google Identity Services ID token (OpenID Connect): signed by one of the issuer's keys (its JWKS,
 * fetched and cached by jose, refetched when an unknown key id appears), issued by the issuer, for our client id,
 * not expired. Google writes `iss` with or without the scheme; both are accepted for Google's own issuer.
 */
export function createGoogleVerifier(config: NonNullable<SocialConfig['google']>) {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: PROVIDER_TIMEOUT_MS });
  const issuer = config.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : config.issuer;
  const params = { provider: 'Google' };

  return async function verify(idToken: string): Promise<SocialProfile> {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer,
        audience: config.clientId,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp'],
        clockTolerance: 30,
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw refused('auth.social.expired', params);
      // Anything but a verdict on the token itself (the key set could not be had) is the provider being unreachable.
      if (!(err instanceof errors.JOSEError) || err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) {
        throw refused('auth.social.unavailable', params);
      }
      throw refused('auth.social.invalid', params);
    }
    const email = typeof payload.email === 'string' ? payload.email : null;
    return {
      provider: 'google',
      subject: String(payload.sub),
      email,
      emailVerified: email !== null && (payload.email_verified === true || payload.email_verified === 'true'),
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  };
}
