import { useContext } from 'react';
import type { PcIndexInfoResponse } from '@mall/contract';
import { HomeDataContext } from './home-data-context';

export function useHomeData(): PcIndexInfoResponse | null {
  return useContext(HomeDataContext);
}
