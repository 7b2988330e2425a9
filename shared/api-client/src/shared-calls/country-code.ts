import type { CountryCode } from '@mall/contract';

const digits = (code: CountryCode): string => String(code).trim().replace(/^\+/, '');

/** '+86' form, as the phone login and registration endpoints expect. */
export function dialCodeWithPlus(code: CountryCode): string {
  return `+${digits(code)}`;
}

/** 86 form, as the visitor registration expects. */
export function dialCodeNumber(code: CountryCode): number {
  return Number(digits(code));
}
