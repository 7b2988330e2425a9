import type { OrdersState } from './slice';

interface WithOrders {
  orders: OrdersState;
}

export const selectOrderCounts = (state: WithOrders) => state.orders.counts;
export const selectOrderList = (state: WithOrders) => state.orders.list;
export const selectOrderQuery = (state: WithOrders) => state.orders.query;
export const selectOrderBusy = (state: WithOrders) => state.orders.busy;
export const selectOrderRedirect = (state: WithOrders) => state.orders.redirect;
export const selectLastOrderAction = (state: WithOrders) => state.orders.lastDone;
export const selectOrderProblem = (state: WithOrders) => state.orders.problem;
