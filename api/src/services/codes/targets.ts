/**
 * Where a code goes, written one way everywhere (verification_code.target, outbox_message.recipient, rate-limit keys):
 * emails trimmed and lower-cased, phones as "+<dial code><national number>" (e.g. "+8613800000000").
 */
export function emailTarget(email: string): string {
  return email.trim().toLowerCase();
}

/** The dial code as stored in app_user.country_code: digits only ("+86", "86" and 86 all give "86"). */
export function dialDigits(countryCode: string | number | undefined | null): string {
  return String(countryCode ?? '')
    .trim()
    .replace(/^\+/, '');
}

export function phoneTarget(countryCode: string | number, phone: string): string {
  return `+${dialDigits(countryCode)}${phone.trim()}`;
}

/**
 * Reads a target typed by a person or a test: an email, or a phone with or without its "+"
 * (a "+" left unencoded in a query string arrives as a space). Returns null when it is neither.
 */
export function parseTarget(raw: string): string | null {
  const value = raw.trim();
  if (value.includes('@')) return emailTarget(value);
  const digits = value.replace(/[\s-]/g, '').replace(/^\+/, '');
  return /^[0-9]{6,19}$/.test(digits) ? `+${digits}` : null;
}
