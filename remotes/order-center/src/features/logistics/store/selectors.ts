import type { LogisticsState } from './slice';

interface WithLogistics {
  logistics: LogisticsState;
}

export const selectLogistics = (state: WithLogistics) => state.logistics.logistics;
