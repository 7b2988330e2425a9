import { countryOptions, DEFAULT_COUNTRY_CODE, DEFAULT_DIAL_CODE, findCountry, type CountryOption } from '@mall/i18n/countries';

/** Dial code the selector starts on: 86 (docs/contract.md, "Storefront rules"). */
export { DEFAULT_DIAL_CODE };

/** The country the selector starts on: the one of the default dial code (China, +86). */
export const DEFAULT_COUNTRY: string = DEFAULT_COUNTRY_CODE;

/**
 * The sign-in's selector names each country as the original did, in Chinese with the English name beside it (its
 * CNName and EnName), whatever the page's language: the options of @mall/i18n named in Chinese, in English order.
 */
const NAMES_LOCALE = 'zh-CN';
const COUNTRY_OPTIONS: readonly CountryOption[] = [...countryOptions(NAMES_LOCALE)].sort((a, b) =>
  a.englishName.localeCompare(b.englishName, 'en'),
);

/** The option of an ISO code; the default country's for a code the list does not have. */
export function selectedCountry(code: string): CountryOption {
  return findCountry(code, NAMES_LOCALE) ?? (findCountry(DEFAULT_COUNTRY, NAMES_LOCALE) as CountryOption);
}

/** Matches the Chinese name, the English name, the ISO code or the dial code (with or without "+"). */
export function filterCountries(query: string): readonly CountryOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return COUNTRY_OPTIONS;
  const digits = needle.replace(/^\+/, '');
  return COUNTRY_OPTIONS.filter(
    (option) =>
      option.name.toLowerCase().includes(needle) ||
      option.englishName.toLowerCase().includes(needle) ||
      option.code.toLowerCase() === needle ||
      (/^\d+$/.test(digits) && String(option.dialCode).startsWith(digits)),
  );
}
