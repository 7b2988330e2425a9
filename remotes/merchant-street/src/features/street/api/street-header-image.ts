import { getPcHomeIndex, type PcIndexInfoResponse } from '@mall/api-client';

/** localStorage key where the shell caches GET /api/pc/home/index (facts 2.5). */
const HOME_DATA_KEY = 'homeDataPc';

function cachedHomeData(): Partial<PcIndexInfoResponse> | null {
  try {
    const raw = window.localStorage.getItem(HOME_DATA_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<PcIndexInfoResponse>) : null;
  } catch {
    return null;
  }
}

/** The shop-street banner (`shopStreetHeaderImag`, sic): from the cached home data, else asked of the API. */
export async function loadStreetHeaderImage(): Promise<string> {
  const cached = cachedHomeData()?.shopStreetHeaderImag;
  if (typeof cached === 'string' && cached) return cached;
  const home = await getPcHomeIndex({ silent: true });
  return home.shopStreetHeaderImag ?? '';
}
