import { refused } from '../../../lib/errors';

/** How long a call to a provider (its keys, Graph API, OAuth endpoints) may take before sign-in gives up. */
export const PROVIDER_TIMEOUT_MS = 5000;

/**
 * Calls a provider's endpoint: its answer, or a refusal the shopper reads ("{provider} could not be reached") when
 * the network or the provider failed. A 4xx answer is returned: it is the provider's verdict on the token.
 */
export async function providerFetch(provider: string, url: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    throw refused('auth.social.unavailable', { provider });
  }
  if (res.status >= 500) throw refused('auth.social.unavailable', { provider });
  return res;
}
