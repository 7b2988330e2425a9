/**
 * The new-password rule of the storefront, the same as the API's (api/src/schemas/common.ts `NewPassword`,
 * api/src/lib/common-passwords.ts): ASVS 5.0 V6.2 — 8 to 128 characters of any kind, no mix required, not one
 * of the most common passwords. Sign-in applies none of it, so older passwords keep working.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Characters as the API counts them: Unicode code points (an emoji is one, not two UTF-16 units). */
export const passwordLength = (password: string): number => [...password].length;

/** What the common list is compared with: NFKC (full-width and composed forms read as plain), then lower case. */
export const commonPasswordKey = (password: string): string => password.normalize('NFKC').toLowerCase();

export type PasswordIssue = 'empty' | 'tooShort' | 'tooLong' | 'common';

/**
 * Why the API would refuse `password` as a new password, or undefined when it would take it. Without `isCommon`
 * (the list is still loading) only the length is judged; the API checks the list anyway.
 */
export function passwordIssue(password: string, isCommon?: (password: string) => boolean): PasswordIssue | undefined {
  if (password === '') return 'empty';
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (isCommon?.(password)) return 'common';
  return undefined;
}
