import { COUNTRY_DIAL_CODES, countryNamer, DEFAULT_COUNTRY_CODE, DEFAULT_DIAL_CODE } from '@mall/i18n/countries';

/** Dial code the selector starts on: 86 (docs/contract.md, "Storefront rules"). */
export { DEFAULT_DIAL_CODE };

export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  enName: string;
  /** Simplified Chinese name (the original's CNName). */
  cnName: string;
  dialCode: number;
}

// The same countries, dial codes and (CLDR) names as the remotes' address forms: one table in @mall/i18n.
const englishName = countryNamer('en');
const chineseName = countryNamer('zh-CN');

const COUNTRY_OPTIONS: readonly CountryOption[] = COUNTRY_DIAL_CODES.map(([code, dialCode]) => ({
  code,
  enName: englishName(code),
  cnName: chineseName(code),
  dialCode,
})).sort((a, b) => a.enName.localeCompare(b.enName, 'en'));

const byCode = new Map(COUNTRY_OPTIONS.map((option) => [option.code, option]));

/** The country the selector starts on: the one of the default dial code (China, +86). */
export const DEFAULT_COUNTRY: string = DEFAULT_COUNTRY_CODE;

export function findCountry(code: string): CountryOption {
  return byCode.get(code) ?? (byCode.get(DEFAULT_COUNTRY) as CountryOption);
}

/** Matches the Chinese name, the English name, the ISO code or the dial code (with or without "+"). */
export function filterCountries(query: string): readonly CountryOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return COUNTRY_OPTIONS;
  const digits = needle.replace(/^\+/, '');
  return COUNTRY_OPTIONS.filter(
    (option) =>
      option.cnName.toLowerCase().includes(needle) ||
      option.enName.toLowerCase().includes(needle) ||
      option.code.toLowerCase() === needle ||
      (/^\d+$/.test(digits) && String(option.dialCode).startsWith(digits)),
  );
}
