import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiMessage, NewContact, PasswordChangeRequest, UserEditRequest, UserInfo } from '@mall/contract';
import { getUserInfo } from '@mall/api-client/calls';
import {
  changeContact,
  changePassword,
  editUser,
  type PasswordCodeChannel,
  sendContactChangeCode,
  sendPasswordCode,
} from '../api/settings';
import { bus } from '@mall/event-bus';
import { callAbortable, isCanceled, toApiFailure } from '@mall/remote-kit';
import { selectSettings } from './selectors';
import {
  contactChanged,
  contactCodeRefused,
  contactCodeRequested,
  contactCodeSent,
  contactKindOf,
  contactRefused,
  contactSubmitted,
  passwordChanged,
  passwordCodeRefused,
  passwordCodeRequested,
  passwordCodeSent,
  passwordRefused,
  passwordSubmitted,
  profileRefused,
  profileSaved,
  profileSubmitted,
  settingsOpened,
  settingsUserFailed,
  settingsUserLoaded,
  type SettingsState,
} from './slice';

function toastSuccess(message: string): void {
  if (message) bus.publish('ui/toast', { kind: 'success', message });
}

function announceUser(user: UserInfo): void {
  bus.publish('auth/userChanged', { user });
}

function* loadUser(): SagaIterator {
  try {
    const user: UserInfo = yield* callAbortable((signal) => getUserInfo({ silent: true, signal }));
    yield put(settingsUserLoaded(user));
  } catch (error) {
    if (!isCanceled(error)) yield put(settingsUserFailed(toApiFailure(error)));
  }
}

/**
 * Saves the nickname and avatar, then reads the account again and announces it on the bus, so the header shows the
 * new name and picture at once. Should that reading fail, the saved values are announced on the account as it was.
 */
function* saveProfile(action: PayloadAction<UserEditRequest>): SagaIterator {
  let saved: ApiMessage;
  try {
    saved = yield call(editUser, action.payload, { silent: true });
  } catch (error) {
    yield put(profileRefused(toApiFailure(error)));
    return;
  }
  yield call(toastSuccess, saved.message);
  const { user: before }: SettingsState = yield select(selectSettings);
  let user: UserInfo | null = before.data ? { ...before.data, ...action.payload } : null;
  try {
    user = yield call(getUserInfo, { silent: true });
  } catch {
    // Keep the values just saved.
  }
  if (user) yield call(announceUser, user);
  yield put(profileSaved(user));
}

/** A code to the account's own email or phone; the button counts down once it is sent. */
function* sendCode(action: PayloadAction<{ channel: PasswordCodeChannel }>): SagaIterator {
  try {
    const { message }: ApiMessage = yield call(sendPasswordCode, action.payload.channel, { silent: true });
    yield call(toastSuccess, message);
    yield put(passwordCodeSent());
  } catch (error) {
    yield put(passwordCodeRefused(toApiFailure(error)));
  }
}

function* savePassword(action: PayloadAction<{ channel: PasswordCodeChannel; body: PasswordChangeRequest }>): SagaIterator {
  try {
    const { message }: ApiMessage = yield call(changePassword, action.payload.channel, action.payload.body, { silent: true });
    yield call(toastSuccess, message);
    yield put(passwordChanged());
  } catch (error) {
    yield put(passwordRefused(toApiFailure(error)));
  }
}

/** A code to the new email or phone (ours); the button counts down once it is sent. */
function* sendContactCode(action: PayloadAction<NewContact>): SagaIterator {
  const kind = contactKindOf(action.payload);
  try {
    const { message }: ApiMessage = yield call(sendContactChangeCode, action.payload, { silent: true });
    yield call(toastSuccess, message);
    yield put(contactCodeSent(kind));
  } catch (error) {
    yield put(contactCodeRefused({ kind, error: toApiFailure(error) }));
  }
}

/**
 * Changes the email or phone with the code sent to it, then reads the account again and announces it on the bus,
 * so the header's dropdown shows the new value at once.
 */
function* saveContact(action: PayloadAction<{ to: NewContact; code: string }>): SagaIterator {
  const { to, code } = action.payload;
  const kind = contactKindOf(to);
  let saved: ApiMessage;
  try {
    saved = yield call(changeContact, to, code, { silent: true });
  } catch (error) {
    yield put(contactRefused({ kind, error: toApiFailure(error) }));
    return;
  }
  yield call(toastSuccess, saved.message);
  const { user: before }: SettingsState = yield select(selectSettings);
  let user: UserInfo | null = before.data
    ? { ...before.data, ...('email' in to ? { email: to.email.trim().toLowerCase() } : { phone: to.phone.trim() }) }
    : null;
  try {
    user = yield call(getUserInfo, { silent: true });
  } catch {
    // Keep the value just changed.
  }
  if (user) yield call(announceUser, user);
  yield put(contactChanged({ kind, user }));
}

export function* settingsSaga(): SagaIterator {
  yield takeLatest(settingsOpened.type, loadUser);
  yield takeLeading(profileSubmitted.type, saveProfile);
  yield takeLeading(passwordCodeRequested.type, sendCode);
  yield takeLeading(passwordSubmitted.type, savePassword);
  yield takeLeading(contactCodeRequested.type, sendContactCode);
  yield takeLeading(contactSubmitted.type, saveContact);
}
