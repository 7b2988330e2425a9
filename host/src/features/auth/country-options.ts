import { countries, type TCountryCode } from 'countries-list';
import isoCountries from 'i18n-iso-countries';
import zh from 'i18n-iso-countries/langs/zh.json';

isoCountries.registerLocale(zh);

/** Dial code the selector starts on (spec §9). */
export const DEFAULT_DIAL_CODE = 86;

export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  enName: string;
  /** Simplified Chinese name; the English name where the zh locale has none. */
  cnName: string;
  dialCode: number;
}

export const COUNTRY_OPTIONS: readonly CountryOption[] = (Object.keys(countries) as TCountryCode[])
  .map((code) => {
    const country = countries[code];
    return {
      code,
      enName: country.name,
      cnName: isoCountries.getName(code, 'zh') ?? country.name,
      dialCode: country.phone[0],
    };
  })
  .filter((option) => Number.isFinite(option.dialCode))
  .sort((a, b) => a.enName.localeCompare(b.enName, 'en'));

const byCode = new Map(COUNTRY_OPTIONS.map((option) => [option.code, option]));

/** The country the selector starts on: the one whose dial code is the default (China, +86). */
export const DEFAULT_COUNTRY: string =
  COUNTRY_OPTIONS.find((option) => option.dialCode === DEFAULT_DIAL_CODE)?.code ?? COUNTRY_OPTIONS[0].code;

export function findCountry(code: string): CountryOption {
  return byCode.get(code) ?? (byCode.get(DEFAULT_COUNTRY) as CountryOption);
}

/** Dial code of a country, as a number (the tourist call sends it so). */
export function dialCodeOf(code: string): number {
  return findCountry(code).dialCode;
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
