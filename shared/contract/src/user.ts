export type {
  ChangeEmailBody,
  ChangeEmailCodeBody,
  ChangePhoneBody,
  ChangePhoneCodeBody,
  UpdatePasswordBody as PasswordChangeRequest,
  UserEditBody as UserEditRequest,
  UserMenuItem,
  UserMenuResponse,
} from '../../../api/src/schemas/user';
import type { ChangeEmailCodeBody, ChangePhoneCodeBody, UserCenterResponse } from '../../../api/src/schemas/user';
import type { WithOurFields } from './shape';

/** The signed-in user; `countryCode` (the phone's dial code) is ours: a backend of the contract's family leaves it out. */
export type UserInfo = WithOurFields<UserCenterResponse, 'countryCode'>;

/** The new email or phone of a contact change (ours; the contract has only `user/change/phone`). */
export type NewContact = ChangeEmailCodeBody | ChangePhoneCodeBody;
