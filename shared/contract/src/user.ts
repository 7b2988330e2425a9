export type {
  ChangeEmailBody,
  ChangeEmailCodeBody,
  ChangePhoneBody,
  ChangePhoneCodeBody,
  UpdatePasswordBody as PasswordChangeRequest,
  UserCenterResponse as UserInfo,
  UserEditBody as UserEditRequest,
  UserMenuItem,
  UserMenuResponse,
} from '../../../api/src/schemas/user';
import type { ChangeEmailCodeBody, ChangePhoneCodeBody } from '../../../api/src/schemas/user';

/** The new email or phone of a contact change (ours; the contract has only `user/change/phone`). */
export type NewContact = ChangeEmailCodeBody | ChangePhoneCodeBody;
