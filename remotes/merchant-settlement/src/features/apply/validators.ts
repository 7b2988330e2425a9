// The email, code and phone rules are the API's, shared with the order center's settings.
import { CAPTCHA_PATTERN, EMAIL_PATTERN, PHONE_PATTERN } from '@mall/remote-kit';

/**
 * Field validators of the application form (spec section 5). Each factory takes its already translated message
 * (Sharetribe style) and returns a final-form field validator.
 */
export type FieldValidator = (value: unknown, allValues: object) => string | undefined;

export { CAPTCHA_PATTERN, EMAIL_PATTERN, PHONE_PATTERN };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const isValidEmail = (value: unknown): boolean => EMAIL_PATTERN.test(text(value));

export const required =
  (message: string): FieldValidator =>
  (value) =>
    text(value) ? undefined : message;

export const maxLength =
  (max: number, message: string): FieldValidator =>
  (value) =>
    text(value).length <= max ? undefined : message;

/** Matches `pattern` when filled (emptiness is `required`'s business). */
export const matches =
  (pattern: RegExp, message: string): FieldValidator =>
  (value) =>
    !text(value) || pattern.test(text(value)) ? undefined : message;

export const atLeastOne =
  (message: string): FieldValidator =>
  (value) =>
    Array.isArray(value) && value.length > 0 ? undefined : message;

export const ticked =
  (message: string): FieldValidator =>
  (value) =>
    value === true ? undefined : message;

/** Runs the validators in order and answers the first message. */
export const compose =
  (...validators: FieldValidator[]): FieldValidator =>
  (value, allValues) => {
    for (const validate of validators) {
      const error = validate(value, allValues);
      if (error) return error;
    }
    return undefined;
  };
