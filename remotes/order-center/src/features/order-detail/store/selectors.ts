import type { OrderDetailState } from './slice';

interface WithOrderDetail {
  orderDetail: OrderDetailState;
}

export const selectOrderDetail = (state: WithOrderDetail) => state.orderDetail.detail;
