import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AddressEditRequest, ApiMessage, UserAddress } from '@mall/contract';
import { getAllAddresses } from '@mall/api-client/calls';
import { deleteAddress, editAddress, setDefaultAddress } from '../api/addresses';
import { bus } from '@mall/event-bus';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import {
  addressChangeEnded,
  addressDefaultChosen,
  addressDeleteConfirmed,
  addressesFailed,
  addressesLoaded,
  addressesRequested,
  addressSaved,
  addressSaveFailed,
  addressSubmitted,
} from './slice';

function* loadAddresses(): SagaIterator {
  try {
    const list: UserAddress[] = yield* callAbortable((signal) => getAllAddresses({ silent: true, signal }));
    yield put(addressesLoaded(list ?? []));
  } catch (error) {
    if (!isCanceled(error)) yield put(addressesFailed(toApiFailure(error)));
  }
}

function toastSuccess(message: string): void {
  if (message) bus.publish('ui/toast', { kind: 'success', message });
}

/**
 * Saves and tells the shopper (the server's "saved"), closes the dialog and reads the list again: the default badge
 * may have moved. A refusal is shown by the API client (its toast) and keeps the dialog open with what was typed.
 */
function* saveAddress(action: PayloadAction<AddressEditRequest>): SagaIterator {
  try {
    const { message }: ApiMessage = yield call(editAddress, action.payload);
    yield call(toastSuccess, message);
    yield put(addressSaved());
    yield put(addressesRequested());
  } catch {
    yield put(addressSaveFailed());
  }
}

/** Deletes an address or makes it the default (one change at a time), then reads the list as the server has it. */
function* changeAddress(action: PayloadAction<{ id: number }>): SagaIterator {
  const send = action.type === addressDeleteConfirmed.type ? deleteAddress : setDefaultAddress;
  try {
    const { message }: ApiMessage = yield call(send, action.payload.id);
    yield call(toastSuccess, message);
    yield put(addressesRequested());
  } catch {
    // The API client has shown why (its toast).
  }
  yield put(addressChangeEnded());
}

export function* addressesSaga(): SagaIterator {
  yield takeLatest(addressesRequested.type, loadAddresses);
  yield takeLeading(addressSubmitted.type, saveAddress);
  yield takeLeading([addressDeleteConfirmed.type, addressDefaultChosen.type], changeAddress);
}
