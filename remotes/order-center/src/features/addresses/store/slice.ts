import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddressEditRequest, UserAddress } from '@mall/contract';
import { failLoading, finishLoading, idle, startLoading, type ApiFailure, type Loadable } from '@mall/remote-kit';

export interface AddressesState {
  list: Loadable<UserAddress[]>;
  /** The add/edit dialog: closed, open for a new address (address null) or for one to change. */
  editor: { open: boolean; address: UserAddress | null };
  saving: boolean;
  /** The address being deleted or made the default. */
  busyId: number | null;
}

const initialState: AddressesState = { list: idle(), editor: { open: false, address: null }, saving: false, busyId: null };

const addressesSlice = createSlice({
  name: 'orderCenter/addresses',
  initialState,
  reducers: {
    addressesRequested(state) {
      startLoading(state.list);
    },
    addressesLoaded(state, action: PayloadAction<UserAddress[]>) {
      finishLoading(state.list, action.payload);
    },
    addressesFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.list, action.payload);
    },
    /** The address page was left: a later visit reads the list afresh, with no dialog open. */
    addressBookLeft() {
      return initialState;
    },
    addressEditorOpened(state, action: PayloadAction<UserAddress | null>) {
      state.editor = { open: true, address: action.payload };
    },
    addressEditorClosed(state) {
      state.editor = { open: false, address: null };
    },
    addressSubmitted(state, _action: PayloadAction<AddressEditRequest>) {
      state.saving = true;
    },
    /** Saved: the dialog closes (the list is read again). */
    addressSaved(state) {
      state.saving = false;
      state.editor = { open: false, address: null };
    },
    /** The API client has shown the server's reason; the dialog stays open with what was typed. */
    addressSaveFailed(state) {
      state.saving = false;
    },
    addressDeleteConfirmed(state, action: PayloadAction<{ id: number }>) {
      state.busyId = action.payload.id;
    },
    addressDefaultChosen(state, action: PayloadAction<{ id: number }>) {
      state.busyId = action.payload.id;
    },
    /** A deletion or a new default is done (the list is read again), or was refused. */
    addressChangeEnded(state) {
      state.busyId = null;
    },
  },
});

export const {
  addressesRequested,
  addressesLoaded,
  addressesFailed,
  addressBookLeft,
  addressEditorOpened,
  addressEditorClosed,
  addressSubmitted,
  addressSaved,
  addressSaveFailed,
  addressDeleteConfirmed,
  addressDefaultChosen,
  addressChangeEnded,
} = addressesSlice.actions;
export const addressesReducer = addressesSlice.reducer;
