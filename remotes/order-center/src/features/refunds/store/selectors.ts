import type { RefundsState } from './slice';

interface WithRefunds {
  refunds: RefundsState;
}

export const selectRefundApply = (state: WithRefunds) => state.refunds.apply;
export const selectRefundSubmitting = (state: WithRefunds) => state.refunds.submitting;
export const selectRefundSubmitted = (state: WithRefunds) => state.refunds.submitted;
export const selectRefundList = (state: WithRefunds) => state.refunds.list;
export const selectRefundDetail = (state: WithRefunds) => state.refunds.detail;
