// The calls of signing in, registering and the QR sign-in: used only by the host's login dialog and its
// sign-in pages, which load on demand, so they are a sub-path outside the shared singleton (package.json "exports"),
// like a remote's own calls. The request function is the singleton's, through the package's own name.
export { cancelQrTicket, confirmQrTicket, createQrTicket, getQrTicketStatus, scanQrTicket } from './qr-login';
export type { QrStatus, QrTicket, QrTicketStatus } from './qr-login';
export { loginWithEmail, loginWithFacebook, loginWithGoogle, loginWithPhoneCode, loginWithPhonePassword, loginWithTwitter } from './login';
export { registerVisitor, registerWithEmail, registerWithPhone } from './register';
export { resetPasswordByEmail, sendEmailForgotPasswordCode, sendEmailRegisterCode, sendSmsCode } from './verification';
