// Where the providers' sign-in scripts come from, and loading them once, on demand: only the login dialog of a
// storefront whose API turned the provider on asks for one, so no other page downloads or runs them (and this module
// is part of the dialog's chunk, not of the shell's start-up).
import { configInPage } from '../../../lib/config-in-page';

export type ScriptProvider = 'google' | 'facebook';

/** The providers' own addresses (Google Identity Services; the Facebook JavaScript SDK). */
const DEFAULT_SCRIPT_URLS: Record<ScriptProvider, string> = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
};

/** The runtime configuration's keys for another address (GOOGLE_GSI_SCRIPT_URL, FACEBOOK_SDK_URL of the static server). */
const CONFIG_KEYS: Record<ScriptProvider, string> = { google: 'googleScriptUrl', facebook: 'facebookSdkUrl' };

/**
 * The script's address: the runtime configuration's (a mirror, or the journeys' local test provider) when the
 * server wrote one into the page, else the provider's own.
 */
export function socialScriptUrl(provider: ScriptProvider): string {
  const config = configInPage();
  const configured = config && typeof config === 'object' ? (config as Record<string, unknown>)[CONFIG_KEYS[provider]] : undefined;
  return typeof configured === 'string' && /^https?:\/\//.test(configured) ? configured : DEFAULT_SCRIPT_URLS[provider];
}

const loading = new Map<string, Promise<void>>();

/** Adds `<script src=url async>` once; resolves when it ran, rejects (and may be retried) when it failed to load. */
export function loadScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(url);
      reject(new Error(`${url} did not load`));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}
