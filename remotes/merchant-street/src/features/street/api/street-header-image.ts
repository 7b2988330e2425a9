import { getPcHomeIndex } from '@mall/api-client';

/**
 * The shop-street banner (`shopStreetHeaderImag`, sic) from the home data, asked of the API through the shared
 * client: the shell reads the same data on every page, and callers within 10 s share one request, so the street
 * costs no request of its own and never reads another app's storage.
 */
export async function loadStreetHeaderImage(): Promise<string> {
  const home = await getPcHomeIndex({ silent: true });
  return home.shopStreetHeaderImag ?? '';
}
