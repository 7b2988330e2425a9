/**
 * The contract's email rule, widened like the API's (api/src/schemas/common.ts) to dot-separated local parts
 * and "+", which the vendor's rule refused.
 */
export const EMAIL_PATTERN = /^[a-zA-Z0-9_+-]+(\.[a-zA-Z0-9_+-]+)*@[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]+)+$/;
/** The one-time codes are six digits (the API refuses anything else). */
export const CAPTCHA_PATTERN = /^[0-9]{6}$/;
/** A national number without its dial code, as the API takes it. */
export const PHONE_PATTERN = /^[0-9]{5,15}$/;
