import type { ResultState } from './slice';

interface WithResult {
  result: ResultState;
}

export const selectResult = (state: WithResult): ResultState => state.result;
