// The built-in card form's rules (test mode): the same checks a card network makes before it answers.

/** Digits only. */
export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
}

/** "0428" or "04/28" typed → "04/28" (the slash comes by itself). */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

type ExpiryProblem = 'format' | 'expired';

/** MM/YY → month and four-digit year, or why it cannot be used (a card is valid to the end of its month). */
export function parseExpiry(value: string, now: Date = new Date()): { month: number; year: number } | ExpiryProblem {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'format';
  const year = 2000 + Number(match[2]);
  const endOfMonth = new Date(year, month, 1);
  return endOfMonth.getTime() <= now.getTime() ? 'expired' : { month, year };
}

export const isValidCvc = (value: string) => /^\d{3,4}$/.test(value.trim());

/** The numbers the test provider answers (shown only in test mode). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  confirm: '4000 0025 0000 3155',
} as const;
