import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ActivityProduct, PcActivityInfo } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';

export interface ActivityState {
  activityId: number | null;
  info: Loadable<PcActivityInfo>;
  products: Loadable<{ list: ActivityProduct[]; total: number; page: number }>;
}

const initialState: ActivityState = { activityId: null, info: idle(), products: idle() };

const activitySlice = createSlice({
  name: 'catalog/activity',
  initialState,
  reducers: {
    activityRequested(state, action: PayloadAction<number>) {
      if (state.activityId !== action.payload) state.info = idle();
      state.activityId = action.payload;
      startLoading(state.info);
    },
    activityLoaded(state, action: PayloadAction<PcActivityInfo>) {
      finishLoading(state.info, action.payload);
    },
    activityFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.info, action.payload);
    },
    activityProductsRequested(state, _action: PayloadAction<{ id: number; page: number }>) {
      startLoading(state.products);
    },
    activityProductsLoaded(state, action: PayloadAction<{ list: ActivityProduct[]; total: number; page: number }>) {
      finishLoading(state.products, action.payload);
    },
    activityProductsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.products, action.payload);
    },
  },
});

export const {
  activityRequested,
  activityLoaded,
  activityFailed,
  activityProductsRequested,
  activityProductsLoaded,
  activityProductsFailed,
} = activitySlice.actions;
export const activityReducer = activitySlice.reducer;
