import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refused } from '../../../lib/errors';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import {
  FacebookLoginBody,
  GoogleLoginBody,
  LoginResponse,
  TwitterLoginBody,
  TwitterRequestTokenResponse,
  TwitterTokenQuery,
} from '../../../schemas/auth';
import { PROVIDER_NAMES, signInWithSocial, type SocialProvider } from '../../../services/auth/social/accounts';
import * as endpoints from '../../../lib/endpoints';

/** The storefront's session cookie strategy of each provider (`auth._token.<strategy>`); Twitter's is the contract's. */
const SOCIAL_STRATEGIES: Record<SocialProvider, string> = { twitter: 'local6', google: 'local8', facebook: 'local9' };

const LINKING =
  'An identity seen before signs in to its account; a new one links to the registered account with the ' +
  'email the provider verified, or creates an account (type "register"). Refused (code 500, translated): an invalid, ' +
  'expired or foreign token; an unverified email that already has an account; an account linked to another identity ' +
  'of the provider; the provider unreachable; the provider not configured.';

/**
 * Social sign-in (issue 18, item 1): Google by OpenID Connect ID token, Facebook by access token checked with the
 * Graph API, Twitter by OAuth 1.0a. Each is on when its credentials are configured (docs/configuration.md, "Social sign-in") and
 * answers "{provider} sign-in is not configured" otherwise; login/method/info tells the storefront which are on.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { google: verifyGoogle, facebook: verifyFacebook, twitter: twitterClient } = app.accounts.social;
  const configured = <T>(provider: SocialProvider, it: T | null): T => {
    if (!it) throw refused('auth.social.notConfigured', { provider: PROVIDER_NAMES[provider] });
    return it;
  };

  const rateLimit = { max: app.config.rateLimit.signInPerMinute, timeWindow: '1 minute' };
  const response = { 200: Envelope(LoginResponse, 'A new token for this sign-in') };
  const tags = ['login'];
  /** A body that is not a token at all is answered like a token that does not verify (objects: the usual 400 per field). */
  const invalid = (provider: SocialProvider) => () => refused('auth.social.invalid', { provider: PROVIDER_NAMES[provider] });

  app.post(
    endpoints.loginGoogle,
    {
      config: { rateLimit, rawStringBody: true },
      schemaErrorFormatter: invalid('google'),
      schema: {
        tags,
        summary: 'Sign in with Google (Google Identity Services ID token)',
        description:
          'Body: the ID token as a JSON string (or raw). Verified against GOOGLE_JWKS_URL: signature, issuer ' +
          `GOOGLE_ISSUER, audience GOOGLE_CLIENT_ID, expiry. Session strategy ${SOCIAL_STRATEGIES.google}. ${LINKING}`,
        body: GoogleLoginBody,
        response,
      },
    },
    async (req) => {
      const profile = await configured('google', verifyGoogle)(req.body);
      return ok(await signInWithSocial(app.db, profile, SOCIAL_STRATEGIES.google), 'auth.login.success');
    },
  );

  app.post(
    endpoints.loginFacebook,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Sign in with Facebook (user access token)',
        description:
          'The token is checked with the Graph API at FACEBOOK_GRAPH_URL (/debug_token with the app token, ' +
          "then /me); the contract's id/name/picture/email are not trusted (an id other than the token's is refused). " +
          `Session strategy ${SOCIAL_STRATEGIES.facebook}. ${LINKING}`,
        body: FacebookLoginBody,
        response,
      },
    },
    async (req) => {
      const profile = await configured('facebook', verifyFacebook)(req.body.accessToken);
      if (req.body.id !== undefined && req.body.id !== profile.subject) throw refused('auth.social.invalid', { provider: 'Facebook' });
      return ok(await signInWithSocial(app.db, profile, SOCIAL_STRATEGIES.facebook), 'auth.login.success');
    },
  );

  app.get(
    endpoints.twitterRequestToken,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Twitter sign-in, step 1: a request token and where to send the browser',
        description:
          'OAuth 1.0a request token from TWITTER_API_URL with the callback TWITTER_CALLBACK_URL (the ' +
          "storefront's /middlewares/callback_twitter). The storefront keeps the answer in cookie twitterToken.",
        querystring: TwitterTokenQuery,
        response: { 200: Envelope(TwitterRequestTokenResponse, 'twitter4j RequestToken') },
      },
    },
    async () => ok(await configured('twitter', twitterClient).requestToken()),
  );

  app.post(
    endpoints.loginTwitter,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Twitter sign-in, step 2: the request token and the callback's oauth_verifier (strategy local6)",
        description: `The verifier buys an access token; account/verify_credentials names the person. ${LINKING}`,
        body: TwitterLoginBody,
        response,
      },
    },
    async (req) => {
      const { oauthToken, oauthTokenSecret, oauthVerifier } = req.body;
      const profile = await configured('twitter', twitterClient).verify({ key: oauthToken, secret: oauthTokenSecret }, oauthVerifier);
      return ok(await signInWithSocial(app.db, profile, SOCIAL_STRATEGIES.twitter), 'auth.login.success');
    },
  );
};

export default routes;
