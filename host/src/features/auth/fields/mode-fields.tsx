import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { sendSmsCode } from '../api/verification';
import { TextInput } from '@mall/remote-kit/form';
import { Button } from '@mall/ui-theme';
import { AgreementField } from './agreement-field';
import { dialCodeOfCountry } from '@mall/i18n/countries';
import { DEFAULT_COUNTRY } from './country-options';
import type { LoginDraft, LoginMode, ModeProps } from '../login-modes';
import { loginStyles } from '../dialog/login-styles';
import { messages } from '../messages';
import { ModeForm, type LoginFormValues } from './mode-form';
import { NewPasswordInput } from './new-password-input';
import { PhoneField } from './phone-field';
import { SendCodeButton } from './send-code-button';
import { useLoginValidators } from '../hooks/use-login-validators';

// The field groups the seven modes are made of: each one field (or row) with its label, placeholder and rule.

/** The account's email (field `email`), required and checked for its form. */
export function EmailInput() {
  const intl = useIntl();
  const validators = useLoginValidators();
  return (
    <TextInput
      name="email"
      type="email"
      label={intl.formatMessage(messages.email)}
      placeholder={intl.formatMessage(messages.placeEmail)}
      autoComplete="email"
      validate={validators.email}
      required
    />
  );
}

/** Sign-in's password (field `password`): required only, older passwords still work. */
export function PasswordInput() {
  const intl = useIntl();
  const validators = useLoginValidators();
  return (
    <TextInput
      name="password"
      type="password"
      label={intl.formatMessage(messages.password)}
      placeholder={intl.formatMessage(messages.placePasd)}
      autoComplete="current-password"
      validate={validators.password}
      required
    />
  );
}

/** The password a new account gets (field `password`), under the API's rule with the strength meter. */
export function AccountPasswordInput() {
  const intl = useIntl();
  return (
    <NewPasswordInput name="password" label={intl.formatMessage(messages.password)} placeholder={intl.formatMessage(messages.placePasd)} />
  );
}

/** Dial code and phone number, required. */
export function PhoneInput() {
  const intl = useIntl();
  const validators = useLoginValidators();
  return (
    <PhoneField
      label={intl.formatMessage(messages.phone)}
      placeholder={intl.formatMessage(messages.placePhone)}
      validate={validators.phone}
      required
    />
  );
}

/** The verification code (field `captcha`) with its "Send code" button. */
export function CodeInput({ sendButton }: { sendButton: ReactNode }) {
  const intl = useIntl();
  const validators = useLoginValidators();
  return (
    <TextInput
      name="captcha"
      label={intl.formatMessage(messages.captcha)}
      placeholder={intl.formatMessage(messages.placeCode)}
      autoComplete="one-time-code"
      validate={validators.captcha}
      required
      addon={sendButton}
    />
  );
}

/** The code texted to the phone row's number. */
export function SmsCodeInput() {
  return (
    <CodeInput
      sendButton={
        <SendCodeButton
          target="phone"
          send={({ phone = '', country = DEFAULT_COUNTRY }) => sendSmsCode(phone.trim(), dialCodeOfCountry(country))}
        />
      }
    />
  );
}

/** The form's submit button in its row: a spinner and no clicks while the form submits. */
export function SubmitRow({ children }: { children: ReactNode }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <div css={loginStyles.actions}>
      <Button type="submit" block loading={submitting}>
        {children}
      </Button>
    </div>
  );
}

/** The agreement checkbox, then the submit row: how every sign-in and registration form ends. */
export function AgreeAndSubmit({ children }: { children: ReactNode }) {
  const validators = useLoginValidators();
  return (
    <>
      <AgreementField validate={validators.agreement} />
      <SubmitRow>{children}</SubmitRow>
    </>
  );
}

export interface ModeLinkProps {
  /** The mode the link switches to. */
  to: LoginMode;
  go: (mode: LoginMode) => void;
  /** Where it sits: at the start or the end of the row under the fields, or centred under the form. */
  place: 'start' | 'end' | 'center';
  children: ReactNode;
}

/** A link-styled button that switches the dialog to another mode. */
export function ModeLink({ to, go, place, children }: ModeLinkProps) {
  return (
    <div css={place === 'center' ? loginStyles.centered : loginStyles.linkRow}>
      {place === 'end' && <span />}
      <Button variant="link" onClick={() => go(to)}>
        {children}
      </Button>
    </div>
  );
}

/** The API's phone fields from the form's dial-code country and number (the draft's country when none was picked). */
export function phoneOf({ country, phone = '' }: LoginFormValues, draft: Pick<LoginDraft, 'country'>) {
  return { countryCode: dialCodeOfCountry(country ?? draft.country), phone: phone.trim() };
}

export interface PhoneSignInFormProps extends Omit<ModeProps, 'go'> {
  onSubmit: (values: LoginFormValues) => Promise<void>;
  /** What follows the phone row: the password or the SMS code, then the link to the other phone mode. */
  children: ReactNode;
}

/** Modes 1 and 3: the phone sign-in form, dial code and number first, the agreement and "Sign in" last. */
export function PhoneSignInForm({ draft, onDraft, onSubmit, children }: PhoneSignInFormProps) {
  const intl = useIntl();
  return (
    <ModeForm
      title={intl.formatMessage(messages.phoneLoginTitle)}
      initialValues={{ country: draft.country, phone: draft.phone, agreement: draft.agreement }}
      onDraft={onDraft}
      onSubmit={onSubmit}
    >
      <PhoneInput />
      {children}
      <AgreeAndSubmit>{intl.formatMessage(messages.sign)}</AgreeAndSubmit>
    </ModeForm>
  );
}
