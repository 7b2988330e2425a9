import type { PaymentState } from './slice';

interface WithPayment {
  payment: PaymentState;
}

export const selectPayment = (state: WithPayment): PaymentState => state.payment;
