import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MerchantCategory, MerchantSettled, MerchantSettledApplyRequest, MerchantType } from '@mall/contract';
import { type ApiFailure, failLoading, finishLoading, idle, type Loadable, startLoading } from '@mall/remote-kit';

export interface ApplyOptions {
  categories: MerchantCategory[];
  types: MerchantType[];
}

export type SubmitStatus = 'idle' | 'submitting' | 'accepted' | 'refused';

export interface ApplyState {
  /** The category and type lists the selects offer. */
  options: Loadable<ApplyOptions>;
  /** The rejected application being edited (?id=), when there is one. */
  editing: Loadable<MerchantSettled>;
  /** The agreement's HTML, loaded when the dialog first opens. */
  agreement: Loadable<string>;
  submit: { status: SubmitStatus; error: ApiFailure | null };
}

const initialState: ApplyState = { options: idle(), editing: idle(), agreement: idle(), submit: { status: 'idle', error: null } };

const applySlice = createSlice({
  name: 'merchantSettlement/apply',
  initialState,
  reducers: {
    /** The form page opened, for a new application (editId null) or to edit one. */
    formOpened(state, action: PayloadAction<{ editId: number | null }>) {
      state.submit = { status: 'idle', error: null };
      if (state.options.status !== 'ready') startLoading(state.options);
      state.editing = action.payload.editId === null ? idle() : { status: 'loading', data: null, error: null };
    },
    optionsLoaded(state, action: PayloadAction<ApplyOptions>) {
      finishLoading(state.options, action.payload);
    },
    optionsFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.options, action.payload);
    },
    editLoaded(state, action: PayloadAction<MerchantSettled>) {
      finishLoading(state.editing, action.payload);
    },
    editFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.editing, action.payload);
    },
    agreementRequested(state) {
      if (state.agreement.status !== 'ready') startLoading(state.agreement);
    },
    agreementLoaded(state, action: PayloadAction<string>) {
      finishLoading(state.agreement, action.payload);
    },
    agreementFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.agreement, action.payload);
    },
    /** The shopper sent the form: a new application, or the edited one (`editId`). */
    applicationSubmitted(state, _action: PayloadAction<{ editId: number | null; request: MerchantSettledApplyRequest }>) {
      state.submit = { status: 'submitting', error: null };
    },
    applicationAccepted(state) {
      state.submit = { status: 'accepted', error: null };
    },
    applicationRefused(state, action: PayloadAction<ApiFailure>) {
      state.submit = { status: 'refused', error: action.payload };
    },
  },
});

export const {
  formOpened,
  optionsLoaded,
  optionsFailed,
  editLoaded,
  editFailed,
  agreementRequested,
  agreementLoaded,
  agreementFailed,
  applicationSubmitted,
  applicationAccepted,
  applicationRefused,
} = applySlice.actions;
export const applyReducer = applySlice.reducer;
