import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords, refused for a new password (ASVS 5.0 V6.2.4). The list is zxcvbn-ts's
 * `passwords-common` dictionary (@zxcvbn-ts/language-common: ~49,000 passwords ranked by how often they appear in
 * leaked password sets, all lower case). The storefront's strength meter estimates with the same dictionary, so a
 * password the meter calls "very weak" for being common is the one the API refuses.
 * Read once, on first use (~20 ms); compared after `commonPasswordKey`.
 */
let common: ReadonlySet<string> | undefined;

/** What is compared: NFKC (full-width and composed forms read as their plain letters), then lower case. */
const commonPasswordKey = (password: string): string => password.normalize('NFKC').toLowerCase();

function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(commonPasswordKey(password));
}

/** The JSON-schema format of a new password (registered on the API's Ajv): not one of the common passwords. */
export const UNCOMMON_PASSWORD_FORMAT = 'uncommon-password';
export const uncommonPasswordFormat = { type: 'string' as const, validate: (value: string) => !isCommonPassword(value) };
