import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MerchantCaptcha, MerchantQualification } from '@mall/contract';
import type { ApiFailure } from '@mall/remote-kit';

export interface QualificationState {
  merId: number | null;
  captcha: MerchantCaptcha | null;
  captchaStatus: 'idle' | 'loading' | 'ready' | 'failed';
  captchaFailure: ApiFailure | null;
  checking: boolean;
  /** Why the last answer was refused (the server's message); cleared when the shopper types again. */
  answerFailure: ApiFailure | null;
  /** The qualification, once the right code was given. */
  detail: MerchantQualification | null;
}

const initialState: QualificationState = {
  merId: null,
  captcha: null,
  captchaStatus: 'idle',
  captchaFailure: null,
  checking: false,
  answerFailure: null,
  detail: null,
};

const qualificationSlice = createSlice({
  name: 'merchantStreet/qualification',
  initialState,
  reducers: {
    /** A new picture for `merId` (another store starts over). */
    captchaRequested(state, action: PayloadAction<{ merId: number }>) {
      if (state.merId !== action.payload.merId) return { ...initialState, merId: action.payload.merId, captchaStatus: 'loading' };
      state.captchaStatus = 'loading';
      state.captchaFailure = null;
      return undefined;
    },
    captchaLoaded(state, action: PayloadAction<{ merId: number; captcha: MerchantCaptcha }>) {
      if (state.merId !== action.payload.merId) return;
      state.captcha = action.payload.captcha;
      state.captchaStatus = 'ready';
    },
    captchaFailed(state, action: PayloadAction<ApiFailure>) {
      state.captcha = null;
      state.captchaStatus = 'failed';
      state.captchaFailure = action.payload;
    },
    answerSubmitted(state, _action: PayloadAction<{ merId: number; captcha: string }>) {
      state.checking = true;
      state.answerFailure = null;
    },
    answerRefused(state, action: PayloadAction<ApiFailure>) {
      state.checking = false;
      state.answerFailure = action.payload;
    },
    answerEdited(state) {
      state.answerFailure = null;
    },
    qualificationUnlocked(state, action: PayloadAction<MerchantQualification>) {
      state.checking = false;
      state.detail = action.payload;
      state.captcha = null;
      state.captchaStatus = 'idle';
    },
  },
});

export const { captchaRequested, captchaLoaded, captchaFailed, answerSubmitted, answerRefused, answerEdited, qualificationUnlocked } =
  qualificationSlice.actions;
export const qualificationReducer = qualificationSlice.reducer;
