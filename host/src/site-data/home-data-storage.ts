import type { PcIndexInfoResponse } from '@mall/contract';

/** localStorage key of the cached home data, the contract's front end's own key; only the shell reads it (docs/contract.md, "Storefront rules"). */
const HOME_DATA_KEY = 'homeDataPc';

export function readCachedHomeData(): PcIndexInfoResponse | null {
  try {
    const raw = window.localStorage.getItem(HOME_DATA_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as PcIndexInfoResponse) : null;
  } catch {
    return null;
  }
}

export function writeCachedHomeData(data: PcIndexInfoResponse): void {
  try {
    window.localStorage.setItem(HOME_DATA_KEY, JSON.stringify(data));
  } catch {
    // A full or disabled storage only costs a refetch on the next visit.
  }
}
