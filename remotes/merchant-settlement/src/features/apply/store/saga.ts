import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type {
  ApiMessage,
  MerchantCategory,
  MerchantSettled,
  MerchantSettledApplyRequest,
  MerchantType,
  SettledAgreement,
} from '@mall/contract';
import { getMerchantCategories, getMerchantTypes } from '@mall/api-client/calls';
import { applyMerchantSettled, getSettledAgreement, getSettledDetail, reapplyMerchantSettled } from '../api/application';
import { bus } from '@mall/event-bus';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import {
  agreementFailed,
  agreementLoaded,
  agreementRequested,
  applicationAccepted,
  applicationRefused,
  applicationSubmitted,
  editFailed,
  editLoaded,
  formOpened,
  optionsFailed,
  optionsLoaded,
} from './slice';

function* loadOptions(): SagaIterator {
  try {
    const [categories, types]: [MerchantCategory[], MerchantType[]] = yield all([
      call(callAbortable<MerchantCategory[]>, (signal: AbortSignal) => getMerchantCategories({ signal })),
      call(callAbortable<MerchantType[]>, (signal: AbortSignal) => getMerchantTypes({ signal })),
    ]);
    yield put(optionsLoaded({ categories, types }));
  } catch (error) {
    if (!isCanceled(error)) yield put(optionsFailed(toApiFailure(error)));
  }
}

function* loadEditing(id: number): SagaIterator {
  try {
    const application: MerchantSettled = yield* callAbortable((signal) => getSettledDetail(id, { signal }));
    yield put(editLoaded(application));
  } catch (error) {
    if (!isCanceled(error)) yield put(editFailed(toApiFailure(error)));
  }
}

function* openForm(action: PayloadAction<{ editId: number | null }>): SagaIterator {
  yield all([call(loadOptions), ...(action.payload.editId === null ? [] : [call(loadEditing, action.payload.editId)])]);
}

function* loadAgreement(): SagaIterator {
  try {
    const { agreement }: SettledAgreement = yield* callAbortable((signal) => getSettledAgreement({ signal }));
    yield put(agreementLoaded(agreement));
  } catch (error) {
    if (!isCanceled(error)) yield put(agreementFailed(toApiFailure(error)));
  }
}

/** Sends the application; the API client has already shown a refusal's message as a toast. */
function* submitApplication(action: PayloadAction<{ editId: number | null; request: MerchantSettledApplyRequest }>): SagaIterator {
  const { editId, request } = action.payload;
  try {
    const { message }: ApiMessage =
      editId === null ? yield call(applyMerchantSettled, request) : yield call(reapplyMerchantSettled, editId, request);
    yield put(applicationAccepted());
    yield call([bus, bus.publish], 'ui/toast', { kind: 'success', message });
  } catch (error) {
    yield put(applicationRefused(toApiFailure(error)));
  }
}

export function* applySaga(): SagaIterator {
  yield takeLatest(formOpened.type, openForm);
  yield takeLatest(agreementRequested.type, loadAgreement);
  yield takeLeading(applicationSubmitted.type, submitApplication);
}
