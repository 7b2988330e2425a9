// /runtime-config.json (docs/architecture.md): the API base URL and each remote's mf-manifest.json URL,
// written by the server at start, read once here before anything renders.
import type { RemoteName } from '@mall/routes';
import { configInPage } from '../lib/config-in-page';

export type { RemoteName };
export const REMOTE_NAMES = [
  'catalog',
  'merchantStreet',
  'checkout',
  'orderCenter',
  'merchantSettlement',
] as const satisfies readonly RemoteName[];

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

/** The configuration written into the page, else /runtime-config.json (a server that does not write it in). */
export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const inPage = configInPage();
  if (inPage !== undefined) {
    try {
      return parseRuntimeConfig(inPage);
    } catch (error) {
      console.warn('[host] the configuration written into the page is unusable; asking', url, error);
    }
  }
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
