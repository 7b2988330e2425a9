/**
 * Final-form field validators. Each factory takes its already translated message and returns a validator that
 * answers that message, or undefined when the value passes. Text is trimmed first; a format rule (`matches`,
 * `sameAs`) passes an empty value, which is `required`'s business.
 */
export type FieldValidator = (value: unknown, allValues: object) => string | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const required =
  (message: string): FieldValidator =>
  (value) =>
    text(value) ? undefined : message;

export const maxLength =
  (max: number, message: string): FieldValidator =>
  (value) =>
    text(value).length <= max ? undefined : message;

export const matches =
  (pattern: RegExp, message: string): FieldValidator =>
  (value) =>
    !text(value) || pattern.test(text(value)) ? undefined : message;

/** Equal to the form's `otherField` (a password typed twice). */
export const sameAs =
  (otherField: string, message: string): FieldValidator =>
  (value, allValues) =>
    !text(value) || value === (allValues as Record<string, unknown>)[otherField] ? undefined : message;

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
