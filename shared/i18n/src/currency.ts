import { useSyncExternalStore } from 'react';

export const DEFAULT_CURRENCY_SYMBOL = '$';

interface CurrencyStore {
  symbol: string;
  listeners: Set<() => void>;
}

// One store per page even if this module is bundled twice (the package is also an MF singleton).
const STORE_KEY = Symbol.for('@mall/i18n/currency');
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: CurrencyStore };
const store: CurrencyStore = holder[STORE_KEY] ?? (holder[STORE_KEY] = { symbol: DEFAULT_CURRENCY_SYMBOL, listeners: new Set() });

export function getCurrencySymbol(): string {
  return store.symbol;
}

/** Sets the shop currency symbol (from the home data); an empty value restores '$'. */
export function setCurrencySymbol(symbol: string): void {
  const next = symbol.trim() || DEFAULT_CURRENCY_SYMBOL;
  if (next === store.symbol) return;
  store.symbol = next;
  for (const listener of [...store.listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  store.listeners.add(listener);
  return () => {
    store.listeners.delete(listener);
  };
}

/** The shop currency symbol, re-rendering when it changes. */
export function useCurrencySymbol(): string {
  return useSyncExternalStore(subscribe, getCurrencySymbol, getCurrencySymbol);
}
