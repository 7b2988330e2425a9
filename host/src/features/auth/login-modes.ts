import type { AuthStrategy } from '@mall/api-client';
import type { MessageDescriptor } from 'react-intl';

/** The seven states of the login dialog, numbered as the contract's front end numbers them (docs/contract.md, "Storefront rules"). */
export const MODES = {
  phonePassword: 1,
  emailPassword: 2,
  phoneCode: 3,
  forgotEmail: 4,
  forgotReset: 5,
  register: 6,
  tourist: 7,
} as const;

export type LoginMode = (typeof MODES)[keyof typeof MODES];

/** Register tabs: Email (0) and Phone (1). */
export const REGISTER_TABS = { email: 0, phone: 1 } as const;
export type RegisterTab = (typeof REGISTER_TABS)[keyof typeof REGISTER_TABS];

/** What the shopper typed that carries over when the dialog switches modes. */
export interface LoginDraft {
  email: string;
  phone: string;
  /** ISO alpha-2 code of the chosen dial-code country. */
  country: string;
  agreement: boolean;
}

/** A token the API handed out, and how the session should be finished. */
export interface SignedIn {
  token: string;
  strategy: AuthStrategy;
  /** Toast shown once the user is loaded. */
  success: MessageDescriptor;
}

/** What every mode receives from the dialog. */
export interface ModeProps {
  draft: LoginDraft;
  onDraft: (values: Partial<LoginDraft>) => void;
  go: (mode: LoginMode) => void;
}

/** Each register tab's form: the draft, and what to do once the account exists and `token` signs it in. */
export interface RegisterFormProps extends Omit<ModeProps, 'go'> {
  onRegistered: (token: string) => Promise<void>;
}

/** Modes that end in a session also receive the finishing step. */
export interface SignInModeProps extends ModeProps {
  onSignedIn: (signedIn: SignedIn) => Promise<void>;
}
