import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** Every text of the login dialog; ids are `host.login.<key>` (translations in ./lang). */
export const messages = defineMessages({
  dialogTitle: { id: 'host.login.dialogTitle', defaultMessage: 'Sign in or register', description: 'Accessible name of the login dialog' },

  tabEmail: { id: 'host.login.tabEmail', defaultMessage: 'Email', description: 'Tab: sign in or register with email' },
  tabPhone: { id: 'host.login.tabPhone', defaultMessage: 'Phone', description: 'Tab: sign in or register with phone' },
  loginTabs: { id: 'host.login.loginTabs', defaultMessage: 'Sign-in method', description: 'Accessible name of the email/phone tab list' },
  registerTabs: {
    id: 'host.login.registerTabs',
    defaultMessage: 'Registration method',
    description: 'Accessible name of the register tab list',
  },

  email: { id: 'host.login.email', defaultMessage: 'Email address', description: 'Email field label' },
  placeEmail: { id: 'host.login.placeEmail', defaultMessage: 'Enter your email address', description: 'Email field placeholder' },
  password: { id: 'host.login.password', defaultMessage: 'Password', description: 'Password field label' },
  placePasd: { id: 'host.login.placePasd', defaultMessage: 'Enter your password', description: 'Password field placeholder' },
  newPassword: { id: 'host.login.newPassword', defaultMessage: 'New password', description: 'New password field label' },
  passwordAgain: { id: 'host.login.passwordAgain', defaultMessage: 'Repeat the new password', description: 'Repeat password field label' },
  placePasdAgain: {
    id: 'host.login.placePasdAgain',
    defaultMessage: 'Enter the password again',
    description: 'Repeat password placeholder',
  },
  phone: { id: 'host.login.phone', defaultMessage: 'Phone number', description: 'Phone field label' },
  phoneOptional: {
    id: 'host.login.phoneOptional',
    defaultMessage: 'Phone number (optional)',
    description: 'Optional phone field label (guest form)',
  },
  placePhone: { id: 'host.login.placePhone', defaultMessage: 'Enter your phone number', description: 'Phone field placeholder' },
  captcha: { id: 'host.login.captcha', defaultMessage: 'Verification code', description: 'Verification code field label' },
  placeCode: { id: 'host.login.placeCode', defaultMessage: 'Enter the verification code', description: 'Verification code placeholder' },

  countryCode: { id: 'host.login.countryCode', defaultMessage: 'Country code', description: 'Label of the dial-code picker' },
  countryCodeValue: defineMessage<{ label: string; country: string; dialCode: number }>({
    id: 'host.login.countryCodeValue',
    defaultMessage: '{label}: {country} +{dialCode}',
    description: 'Accessible name of the dial-code button with its current value',
  }),
  countrySearch: {
    id: 'host.login.countrySearch',
    defaultMessage: 'Search country or dial code',
    description: 'Search box of the dial-code picker',
  },
  countryNoMatch: {
    id: 'host.login.countryNoMatch',
    defaultMessage: 'No country matches',
    description: 'Empty result of the dial-code search',
  },

  emailLoginTitle: { id: 'host.login.emailLoginTitle', defaultMessage: 'Sign in with email', description: 'Heading of mode 2' },
  phoneLoginTitle: { id: 'host.login.phoneLoginTitle', defaultMessage: 'Sign in with phone', description: 'Heading of modes 1 and 3' },
  sign: { id: 'host.login.sign', defaultMessage: 'Sign in', description: 'Sign-in submit button and link' },
  create: { id: 'host.login.create', defaultMessage: 'Create account', description: 'Button leading to the register form' },
  forget: { id: 'host.login.forget', defaultMessage: 'Forgot password?', description: 'Link to the password reset' },
  quick: {
    id: 'host.login.quick',
    defaultMessage: 'Sign in with a verification code',
    description: 'Link from phone+password to phone+code',
  },
  pasdLogin: {
    id: 'host.login.pasdLogin',
    defaultMessage: 'Sign in with password',
    description: 'Link from phone+code back to phone+password',
  },
  tourists: { id: 'host.login.tourists', defaultMessage: 'Continue as a guest', description: 'Link to the guest (tourist) form' },
  touristsTitle: { id: 'host.login.touristsTitle', defaultMessage: 'Guest checkout', description: 'Heading of the guest form' },
  touristsDesc: {
    id: 'host.login.touristsDesc',
    defaultMessage: 'Buy without an account. We send your order details to this email address.',
    description: 'Guest form explanation',
  },
  continue: { id: 'host.login.continue', defaultMessage: 'Continue', description: 'Guest form submit' },
  backToLogin: { id: 'host.login.backToLogin', defaultMessage: 'Back to sign in', description: 'Link from the guest form back to sign-in' },

  forgetTitle: { id: 'host.login.forgetTitle', defaultMessage: 'Forgot your password', description: 'Heading of mode 4' },
  resetDesc: {
    id: 'host.login.resetDesc',
    defaultMessage: 'Enter the email address of your account and we will send you a verification code.',
    description: 'Mode 4 explanation',
  },
  next: { id: 'host.login.next', defaultMessage: 'Next', description: 'Mode 4 submit' },
  remember: { id: 'host.login.remember', defaultMessage: 'Remembered it? Sign in', description: 'Link from mode 4 back to sign-in' },
  emailVer: { id: 'host.login.emailVer', defaultMessage: 'Reset your password', description: 'Heading of mode 5' },
  verDesc: defineMessage<{ email: string }>({
    id: 'host.login.verDesc',
    defaultMessage: 'We sent a verification code to {email}.',
    description: 'Mode 5 explanation',
  }),
  submit: { id: 'host.login.submit', defaultMessage: 'Reset password', description: 'Mode 5 submit' },

  registerTitle: { id: 'host.login.registerTitle', defaultMessage: 'Create your account', description: 'Heading of mode 6' },
  register: { id: 'host.login.register', defaultMessage: 'Register', description: 'Register submit' },
  haveAccount: {
    id: 'host.login.haveAccount',
    defaultMessage: 'Already have an account? Sign in',
    description: 'Link from register back to sign-in',
  },

  sendCode: { id: 'host.login.sendCode', defaultMessage: 'Send code', description: 'Send verification code button' },
  resend: { id: 'host.login.resend', defaultMessage: 'Resend', description: 'Send-code button after the countdown' },
  remaining: defineMessage<{ seconds: number }>({
    id: 'host.login.remaining',
    defaultMessage: 'Resend in {seconds}s',
    description: 'Send-code button during the countdown',
  }),
  codeSent: {
    id: 'host.login.codeSent',
    defaultMessage: 'The verification code has been sent',
    description: 'Toast after a code was sent',
  },

  agree: defineMessage<{ link: MessageTag }>({
    id: 'host.login.agree',
    defaultMessage: 'I have read and agree to the <link>Privacy Agreement</link>',
    description: 'Agreement checkbox label; <link> opens the agreement in a new tab',
  }),
  agreementOpens: {
    id: 'host.login.agreementOpens',
    defaultMessage: '(opens in a new tab)',
    description: 'Hidden hint after the agreement link',
  },

  signInWith: { id: 'host.login.signInWith', defaultMessage: 'Or sign in with', description: 'Heading above the social sign-in icons' },
  twitter: { id: 'host.login.twitter', defaultMessage: 'Sign in with Twitter', description: 'Twitter icon button' },
  facebook: { id: 'host.login.facebook', defaultMessage: 'Sign in with Facebook', description: 'Facebook icon button' },
  google: { id: 'host.login.google', defaultMessage: 'Sign in with Google', description: 'Google icon button' },
  socialLoadFailed: defineMessage<{ provider: string }>({
    id: 'host.login.socialLoadFailed',
    defaultMessage: '{provider} sign-in could not be loaded. Please try again later or use email or phone.',
    description: 'Toast when the provider’s sign-in script did not load',
  }),
  facebookNotLoggedIn: {
    id: 'host.login.facebookNotLoggedIn',
    defaultMessage: 'You did not sign in to Facebook.',
    description: 'Toast when the Facebook login window was closed without signing in',
  },

  qrTitle: { id: 'host.login.qrTitle', defaultMessage: 'Scan with the mobile app', description: 'Heading of the QR area' },
  qrDesc: { id: 'host.login.qrDesc', defaultMessage: 'Open the mobile mall on your phone', description: 'Text under the QR code' },
  qrAlt: { id: 'host.login.qrAlt', defaultMessage: 'QR code linking to the mobile mall', description: 'Alt text of the QR code' },
  qrLoginTitle: { id: 'host.login.qrLoginTitle', defaultMessage: 'Sign in with your phone', description: 'Heading of the QR sign-in area' },
  qrLoginAlt: {
    id: 'host.login.qrLoginAlt',
    defaultMessage: 'QR code to sign in with your phone',
    description: 'Alt text of the sign-in QR code',
  },
  qrScanHint: {
    id: 'host.login.qrScanHint',
    defaultMessage: 'Scan it with the phone where you are signed in to the mall',
    description: 'Under the sign-in QR code while it waits',
  },
  qrScanned: {
    id: 'host.login.qrScanned',
    defaultMessage: 'Scanned. Confirm on your phone.',
    description: 'The phone opened the code; waiting for its yes',
  },
  qrConfirmed: { id: 'host.login.qrConfirmed', defaultMessage: 'Confirmed. Signing you in…', description: 'The phone said yes' },
  qrExpired: {
    id: 'host.login.qrExpired',
    defaultMessage: 'This QR code has expired.',
    description: 'The sign-in code expired or was used',
  },
  qrCancelled: { id: 'host.login.qrCancelled', defaultMessage: 'Sign-in was cancelled on the phone.', description: 'The phone said no' },
  qrRefresh: { id: 'host.login.qrRefresh', defaultMessage: 'New QR code', description: 'Button that shows a fresh sign-in code' },

  loginSuccess: { id: 'host.login.loginSuccess', defaultMessage: 'Login successful', description: 'Toast after sign-in' },
  registerSU: { id: 'host.login.registerSU', defaultMessage: 'Registration successful', description: 'Toast after registration' },
  resetSuccess: {
    id: 'host.login.resetSuccess',
    defaultMessage: 'Your password has been reset',
    description: 'Toast after a password reset',
  },

  emailEmpty: {
    id: 'host.login.emailEmpty',
    defaultMessage: 'Please fill in your email address',
    description: 'Validation: email missing',
  },
  correctEmail: {
    id: 'host.login.correctEmail',
    defaultMessage: 'Please fill in the correct email address',
    description: 'Validation: email malformed',
  },
  emptyPassword: {
    id: 'host.login.emptyPassword',
    defaultMessage: 'Please enter your password',
    description: 'Validation: password missing',
  },
  againPassword: {
    id: 'host.login.againPassword',
    defaultMessage: 'Please enter the password again',
    description: 'Validation: repeat password missing',
  },
  diffPassword: {
    id: 'host.login.diffPassword',
    defaultMessage: 'The two passwords do not match',
    description: 'Validation: passwords differ',
  },
  emptyPhone: { id: 'host.login.emptyPhone', defaultMessage: 'Please enter your phone number', description: 'Validation: phone missing' },
  emptyCaptche: {
    id: 'host.login.emptyCaptche',
    defaultMessage: 'Please enter the verification code',
    description: 'Validation: code missing',
  },
  correctCaptche: {
    id: 'host.login.correctCaptche',
    defaultMessage: 'The verification code may contain only letters and digits',
    description: 'Validation: code malformed',
  },
  agreement: {
    id: 'host.login.agreement',
    defaultMessage: 'Please read and agree to the Privacy Agreement first',
    description: 'Validation: agreement not ticked',
  },
});
