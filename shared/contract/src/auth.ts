import type { QrStatusResponse, VisitorRegisterBody } from '../../../api/src/schemas/auth';
import type { CountryCode } from './common';
import type { Narrowed } from './shape';

export type {
  EmailLoginBody as EmailLogin,
  EmailRegisterBody as EmailRegistration,
  LoginMethodResponse,
  LoginPicResponse,
  LoginResponse,
  PhoneCodeLoginBody as PhoneCodeLogin,
  PhonePasswordLoginBody as PhonePasswordLogin,
  PhoneRegisterBody as PhoneRegistration,
  QrStatusResponse as QrTicketStatus,
  QrTicketResponse as QrTicket,
  QrScanResponse,
  ResetPasswordBody as EmailPasswordReset,
  TwitterLoginBody as TwitterLogin,
  TwitterRequestTokenResponse as TwitterRequestToken,
} from '../../../api/src/schemas/auth';

/** waiting → scanned → confirmed (once, with the session) → used; or cancelled / expired. */
export type QrStatus = QrStatusResponse['status'];

/** Guest entry as the storefront sends it: always with the dial code of its phone field (the body allows none). */
export type VisitorRegistration = Narrowed<VisitorRegisterBody, { countryCode: CountryCode }>;
