import { defineMessage, defineMessages } from 'react-intl';

// The texts live in the common catalogue of @mall/i18n (password.*): the host's sign-in dialog and the order
// center's settings show the same words. The two refusals say what the API says (api/src/plugins/app/auth/messages.ts).
export const passwordMessages = defineMessages({
  common: {
    id: 'password.common',
    defaultMessage: 'This password is one of the most commonly used and easy to guess; please choose another',
    description: 'A new password is on the list of the most common passwords, which the API refuses',
  },
  tooShort: { id: 'password.level.tooShort', defaultMessage: 'too short', description: 'Strength level: under the minimum length' },
  tooLong: { id: 'password.level.tooLong', defaultMessage: 'too long', description: 'Strength level: over the maximum length' },
  commonLevel: {
    id: 'password.level.common',
    defaultMessage: 'too common, it will be refused',
    description: 'Strength level: on the common-password list',
  },
  veryWeak: { id: 'password.level.veryWeak', defaultMessage: 'very weak', description: 'Strength level: zxcvbn score 0' },
  weak: { id: 'password.level.weak', defaultMessage: 'weak', description: 'Strength level: zxcvbn score 1' },
  fair: { id: 'password.level.fair', defaultMessage: 'fair', description: 'Strength level: zxcvbn score 2' },
  good: { id: 'password.level.good', defaultMessage: 'good', description: 'Strength level: zxcvbn score 3' },
  strong: { id: 'password.level.strong', defaultMessage: 'strong', description: 'Strength level: zxcvbn score 4' },
});

/** The rule as a hint under the field. */
export const ruleMessage = defineMessage<{ min: number; max: number }>({
  id: 'password.rule',
  defaultMessage: '{min} to {max} characters of any kind, spaces included. A few unrelated words make a strong password.',
  description: 'Hint under a new password field: the rule, and how to make a strong one',
});

/** A new password too short or too long. */
export const lengthMessage = defineMessage<{ min: number; max: number }>({
  id: 'password.length',
  defaultMessage: 'The password must be {min} to {max} characters long (any characters, spaces included)',
  description: 'A new password is too short or too long',
});

/** The meter's text. */
export const strengthMessage = defineMessage<{ level: string }>({
  id: 'password.strength',
  defaultMessage: 'Password strength: {level}',
  description: 'The strength meter’s text under a new password; level is one of the password.level.* texts',
});
