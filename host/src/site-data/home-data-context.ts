import { createContext } from 'react';
import type { PcIndexInfoResponse } from '@mall/contract';

/** The home data (logo, currency, contacts) once known; null while loading or when the call failed. */
export const HomeDataContext = createContext<PcIndexInfoResponse | null>(null);
