import type { FastifyInstance } from 'fastify';
import type { CodeService } from '../codes/code-service';
import { createContactChangeService } from './contact-change-service';
import { createLoginSettingsService } from './login-settings';
import { createPasswordChangeService } from './password-change-service';
import { createPasswordResetService } from './password-reset-service';
import { createProfileService } from './profile-service';
import { createQrLoginService } from './qr-login-service';
import { createRegistrationService } from './registration-service';
import { createSessionService } from './session-service';
import { createSignInService } from './sign-in-service';
import { createSignInThrottle } from './sign-in-throttle';
import { createFacebookVerifier } from './social/facebook';
import { createGoogleVerifier } from './social/google';
import { createTwitterClient } from './social/twitter';

/**
 * Accounts: registering, signing in (password, code, QR, social providers that are configured), sessions, the profile,
 * changing the password or the contact. The sign-in throttle counts in the shared limit store (app.counters).
 */
export function createAccountServices(app: FastifyInstance, codes: CodeService) {
  const { db, config } = app;
  const { google, facebook, twitter } = config.social;
  return {
    registration: createRegistrationService(db, config.passwordHashCost),
    signIn: createSignInService(db, createSignInThrottle(app, db)),
    sessions: createSessionService(db),
    loginSettings: createLoginSettingsService(db, config),
    passwordReset: createPasswordResetService(db, config.passwordHashCost),
    qrLogin: createQrLoginService(db),
    profile: createProfileService(db, config),
    passwordChange: createPasswordChangeService(db, codes, config.passwordHashCost),
    contactChange: createContactChangeService(db, codes, app.mailer),
    /** Each social provider whose credentials are configured, null otherwise. */
    social: {
      google: google ? createGoogleVerifier(google) : null,
      facebook: facebook ? createFacebookVerifier(facebook) : null,
      twitter: twitter ? createTwitterClient(twitter) : null,
    },
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
