// /runtime-config.json (docs/architecture.md): the API base URL and each remote's mf-manifest.json URL,
// written by the server at start, read once here before anything renders.
import { parseRuntimeConfig as parse, type RuntimeConfig } from '@mall/platform/runtime-config';
import { configInPage } from './config-in-page';

export { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@mall/platform/runtime-config';

/** The configuration checked against the platform's schema (@mall/platform), relative URLs against this page. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  return parse(value, window.location.href);
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
