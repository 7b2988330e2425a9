import { useEffect, useState, type ReactNode } from 'react';
import { getPcHomeIndex } from '@mall/api-client';
import type { PcIndexInfoResponse } from '@mall/contract';
import { setCurrencySymbol } from '@mall/i18n';
import { parseCurrencySymbol } from './currency-symbol';
import { HomeDataContext } from './home-data-context';
import { readCachedHomeData, writeCachedHomeData } from './home-data-storage';

/**
 * Provides GET /api/pc/home/index to the shell, read from localStorage `homeDataPc` and fetched (then
 * cached) when that key is absent. It also sets the shop currency symbol: the `.symbol` of the
 * `shopPayCurrency` JSON string, '$' by default. The vendor build always showed '$' because its read was
 * guarded by a mistyped `typeof localstorage` check; we fix that and use the configured symbol.
 */
export function HomeDataProvider({ children }: { children: ReactNode }) {
  const [data, setData] = useState<PcIndexInfoResponse | null>(readCachedHomeData);

  useEffect(() => {
    if (data) return;
    const controller = new AbortController();
    getPcHomeIndex({ silent: true, signal: controller.signal })
      .then((fresh) => {
        writeCachedHomeData(fresh);
        setData(fresh);
      })
      .catch(() => {
        // Without home data the shell keeps its defaults (no logo picture, '$', built-in contacts).
      });
    return () => controller.abort();
  }, [data]);

  useEffect(() => {
    setCurrencySymbol(parseCurrencySymbol(data?.shopPayCurrency));
  }, [data]);

  return <HomeDataContext.Provider value={data}>{children}</HomeDataContext.Provider>;
}
