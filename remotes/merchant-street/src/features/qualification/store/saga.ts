import { isNotServed } from '@mall/api-client';
import type { MerchantCaptcha, MerchantQualification } from '@mall/contract';
import { getMerchantCaptcha, getMerchantQualification } from '../api/qualification';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiFailure } from '@mall/remote-kit';
import { selectQualification } from './selectors';
import {
  answerRefused,
  answerSubmitted,
  captchaFailed,
  captchaLoaded,
  captchaRequested,
  qualificationUnlocked,
  type QualificationState,
} from './slice';

function* loadCaptcha(action: ReturnType<typeof captchaRequested>) {
  const { merId } = action.payload;
  try {
    const captcha: MerchantCaptcha = yield call(getMerchantCaptcha, merId, { silent: true });
    yield put(captchaLoaded({ merId, captcha }));
  } catch (error) {
    if (isNotServed(error)) {
      yield* loadOpenQualification(merId);
      return;
    }
    yield put(captchaFailed(toApiFailure(error)));
  }
}

/**
 * No server challenge (a backend of the contract's family, or ours with QUALIFICATION_CAPTCHA=false): the detail is
 * open there, so it is shown at once. The family's own client draws a code in the browser and checks it there, which
 * protects nothing; we do not imitate it.
 */
function* loadOpenQualification(merId: number) {
  try {
    const detail: MerchantQualification = yield call(getMerchantQualification, merId, null, { silent: true });
    yield put(qualificationUnlocked(detail));
  } catch (error) {
    yield put(captchaFailed(toApiFailure(error)));
  }
}

function* checkAnswer(action: ReturnType<typeof answerSubmitted>) {
  const { merId, captcha } = action.payload;
  const state: QualificationState = yield select(selectQualification);
  if (!state.captcha || state.merId !== merId) {
    yield put(answerRefused({ code: 400, message: '', messageId: 'errors.badRequest' }));
    return;
  }
  try {
    const detail: MerchantQualification = yield call(
      getMerchantQualification,
      merId,
      { captchaKey: state.captcha.key, captcha },
      { silent: true },
    );
    yield put(qualificationUnlocked(detail));
  } catch (error) {
    yield put(answerRefused(toApiFailure(error)));
    // The server uses a picture up with any answer: the next try needs a new one.
    yield put(captchaRequested({ merId }));
  }
}

export function* qualificationSaga() {
  yield takeLatest(captchaRequested.type, loadCaptcha);
  yield takeLeading(answerSubmitted.type, checkAnswer);
}
