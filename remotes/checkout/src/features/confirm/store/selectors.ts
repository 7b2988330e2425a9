import type { ConfirmState } from './slice';

interface WithConfirm {
  confirm: ConfirmState;
}

export const selectConfirm = (state: WithConfirm): ConfirmState => state.confirm;
