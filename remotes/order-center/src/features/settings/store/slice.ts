import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewContact, PasswordChangeRequest, UserEditRequest, UserInfo } from '@mall/contract';
import type { PasswordCodeChannel } from '../api/settings';
import { failLoading, finishLoading, idle, startLoading, type ApiFailure, type Loadable } from '@mall/remote-kit';

/** A submit of the settings page: in flight, refused with the server's reason, or done (`done` counts them). */
interface SubmitState {
  busy: boolean;
  error: ApiFailure | null;
  done: number;
}

export interface SettingsState {
  user: Loadable<UserInfo>;
  profile: SubmitState;
  /** Sending the password-change code; `done` counts codes sent (each starts the countdown). */
  code: SubmitState;
  password: SubmitState;
  /** Sending the code to a new email or phone, by kind; `done` counts codes sent. */
  contactCode: Record<ContactKind, SubmitState>;
  /** Changing the email or the phone, by kind; `done` counts changes. */
  contact: Record<ContactKind, SubmitState>;
}

/** Which contact of the account a change is about. */
export type ContactKind = 'email' | 'phone';

export const contactKindOf = (to: NewContact): ContactKind => ('email' in to ? 'email' : 'phone');

const freshSubmit = (): SubmitState => ({ busy: false, error: null, done: 0 });
const start = (submit: SubmitState) => {
  submit.busy = true;
  submit.error = null;
};
const succeed = (submit: SubmitState) => {
  submit.busy = false;
  submit.done += 1;
};
const refuse = (submit: SubmitState, error: ApiFailure) => {
  submit.busy = false;
  submit.error = error;
};

const freshByKind = (): Record<ContactKind, SubmitState> => ({ email: freshSubmit(), phone: freshSubmit() });

const initialState: SettingsState = {
  user: idle(),
  profile: freshSubmit(),
  code: freshSubmit(),
  password: freshSubmit(),
  contactCode: freshByKind(),
  contact: freshByKind(),
};

const settingsSlice = createSlice({
  name: 'orderCenter/settings',
  initialState,
  reducers: {
    /** The settings page opened: the account as the server has it now, nothing of an earlier visit's refusals. */
    settingsOpened(state) {
      startLoading(state.user);
      state.profile.error = null;
      state.code.error = null;
      state.password.error = null;
      state.contactCode = freshByKind();
      state.contact = freshByKind();
    },
    /** The settings page was left: a later visit starts from the server's account, with nothing of this one. */
    settingsLeft() {
      return initialState;
    },
    settingsUserLoaded(state, action: PayloadAction<UserInfo>) {
      finishLoading(state.user, action.payload);
    },
    settingsUserFailed(state, action: PayloadAction<ApiFailure>) {
      failLoading(state.user, action.payload);
    },
    profileSubmitted(state, _action: PayloadAction<UserEditRequest>) {
      start(state.profile);
    },
    profileSaved(state, action: PayloadAction<UserInfo | null>) {
      succeed(state.profile);
      if (action.payload) finishLoading(state.user, action.payload);
    },
    profileRefused(state, action: PayloadAction<ApiFailure>) {
      refuse(state.profile, action.payload);
    },
    passwordCodeRequested(state, _action: PayloadAction<{ channel: PasswordCodeChannel }>) {
      start(state.code);
    },
    passwordCodeSent(state) {
      succeed(state.code);
    },
    passwordCodeRefused(state, action: PayloadAction<ApiFailure>) {
      refuse(state.code, action.payload);
    },
    passwordSubmitted(state, _action: PayloadAction<{ channel: PasswordCodeChannel; body: PasswordChangeRequest }>) {
      start(state.password);
    },
    passwordChanged(state) {
      succeed(state.password);
    },
    passwordRefused(state, action: PayloadAction<ApiFailure>) {
      refuse(state.password, action.payload);
    },
    contactCodeRequested(state, action: PayloadAction<NewContact>) {
      start(state.contactCode[contactKindOf(action.payload)]);
    },
    contactCodeSent(state, action: PayloadAction<ContactKind>) {
      succeed(state.contactCode[action.payload]);
    },
    contactCodeRefused(state, action: PayloadAction<{ kind: ContactKind; error: ApiFailure }>) {
      refuse(state.contactCode[action.payload.kind], action.payload.error);
    },
    contactSubmitted(state, action: PayloadAction<{ to: NewContact; code: string }>) {
      start(state.contact[contactKindOf(action.payload.to)]);
    },
    /** Changed: the account as read again (or as it was with the new value, should that reading fail). */
    contactChanged(state, action: PayloadAction<{ kind: ContactKind; user: UserInfo | null }>) {
      succeed(state.contact[action.payload.kind]);
      state.contactCode[action.payload.kind].error = null;
      if (action.payload.user) finishLoading(state.user, action.payload.user);
    },
    contactRefused(state, action: PayloadAction<{ kind: ContactKind; error: ApiFailure }>) {
      refuse(state.contact[action.payload.kind], action.payload.error);
    },
  },
});

export const {
  settingsOpened,
  settingsLeft,
  settingsUserLoaded,
  settingsUserFailed,
  profileSubmitted,
  profileSaved,
  profileRefused,
  passwordCodeRequested,
  passwordCodeSent,
  passwordCodeRefused,
  passwordSubmitted,
  passwordChanged,
  passwordRefused,
  contactCodeRequested,
  contactCodeSent,
  contactCodeRefused,
  contactSubmitted,
  contactChanged,
  contactRefused,
} = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
