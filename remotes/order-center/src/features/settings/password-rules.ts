/** The code sent for a password change: 6 digits (facts 2.4). */
export const CODE_PATTERN = /^\d{6}$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

/** How many of upper case, lower case, digits and symbols a password mixes. */
export function characterClasses(password: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
}

/** The API's rule (facts 2.4): 8–20 characters with at least 3 of upper, lower, digit and symbol. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && characterClasses(password) >= 3;
}
