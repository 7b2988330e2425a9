/**
 * Field validators for the login dialog forms. Each factory takes the already translated message
 * (Sharetribe style) and returns a final-form field validator.
 */
export type FieldValidator = (value: unknown, allValues: object) => string | undefined;

/**
 * Spec §5: letters, digits, underscore or hyphen before the @, then dot-separated domain parts. The vendor's rule
 * refused every address with a dot or plus before the @ (first.last@…, name+tag@…), which locks real shoppers out;
 * we also accept dot-separated local parts and '+'. The API uses the same pattern (api/src/schemas/common.ts).
 */
export const EMAIL_PATTERN = /^[a-zA-Z0-9_+-]+(\.[a-zA-Z0-9_+-]+)*@[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]+)+$/;
/** A verification code holds letters and digits only. */
export const CAPTCHA_PATTERN = /^[a-zA-Z0-9]+$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const isValidEmail = (value: unknown): boolean => EMAIL_PATTERN.test(text(value));

export const required =
  (message: string): FieldValidator =>
  (value) =>
    text(value) ? undefined : message;

export const emailFormat =
  (message: string): FieldValidator =>
  (value) =>
    !text(value) || isValidEmail(value) ? undefined : message;

export const captchaFormat =
  (message: string): FieldValidator =>
  (value) =>
    !text(value) || CAPTCHA_PATTERN.test(text(value)) ? undefined : message;

export const sameAs =
  (otherField: string, message: string): FieldValidator =>
  (value, allValues) =>
    !text(value) || value === (allValues as Record<string, unknown>)[otherField] ? undefined : message;

export const ticked =
  (message: string): FieldValidator =>
  (value) =>
    value === true ? undefined : message;

/** Runs the validators in order and returns the first message. */
export const compose =
  (...validators: FieldValidator[]): FieldValidator =>
  (value, allValues) => {
    for (const validate of validators) {
      const error = validate(value, allValues);
      if (error) return error;
    }
    return undefined;
  };
