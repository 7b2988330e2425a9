// Final-form pieces the host's sign-in dialog and the merchant application share (a sub-path: an app bundles them
// only when it imports them, the host in its on-demand login chunk).
export { AgreementCheckbox, type AgreementCheckboxProps } from './agreement-checkbox';
export { FormAlert } from './form-alert';
export { TextInput, type TextInputProps } from './text-input';
export { atLeastOne, compose, matches, maxLength, required, sameAs, ticked, type FieldValidator } from './validators';
export { CAPTCHA_PATTERN, EMAIL_PATTERN, PHONE_PATTERN } from '../contact-patterns';
