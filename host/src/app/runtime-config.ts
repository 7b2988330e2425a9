// /runtime-config.json (docs/architecture.md): the API base URL and each remote's mf-manifest.json URL,
// written by the server at start, read once here before anything renders.
export const REMOTE_NAMES = ['catalog', 'merchantStreet', 'checkout', 'orderCenter', 'merchantSettlement'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new URL(value, window.location.href);
    return true;
  } catch {
    return false;
  }
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config = value as Partial<RuntimeConfig> | null;
  if (!config || !isUrl(config.apiBaseUrl) || typeof config.remotes !== 'object' || !config.remotes) {
    throw new Error('runtime-config.json needs apiBaseUrl and remotes');
  }
  for (const name of REMOTE_NAMES) {
    if (!isUrl(config.remotes[name])) throw new Error(`runtime-config.json has no URL for remote "${name}"`);
  }
  return { apiBaseUrl: config.apiBaseUrl, remotes: config.remotes as Record<RemoteName, string> };
}

declare global {
  interface Window {
    /** Written into index.html by the server at start (scripts/serve-static.mjs), when it does. */
    __MALL_RUNTIME_CONFIG__?: unknown;
  }
}

/** The configuration the server wrote into the page, else /runtime-config.json (a server that does not inline it). */
export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  if (window.__MALL_RUNTIME_CONFIG__ !== undefined) {
    try {
      return parseRuntimeConfig(window.__MALL_RUNTIME_CONFIG__);
    } catch (error) {
      console.warn('[host] the configuration written into the page is unusable; asking', url, error);
    }
  }
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
