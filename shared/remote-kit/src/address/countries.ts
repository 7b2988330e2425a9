import { COUNTRY_DIAL_CODES, countryNamer, countryOfDialCode, DEFAULT_COUNTRY_CODE } from '@mall/i18n/countries';

export { DEFAULT_COUNTRY_CODE };

export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** In the shopper's language (what the list shows). */
  name: string;
  /** What the address keeps: the original stored the Chinese name whatever the language; we keep English. */
  englishName: string;
  dialCode: number;
}

const cache = new Map<string, CountryOption[]>();

/** Every country with its dial code, named and sorted in `locale` (an Intl locale such as 'zh-CN'). */
export function countryOptions(locale: string): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const localName = countryNamer(locale);
  const englishName = countryNamer('en');
  const options = COUNTRY_DIAL_CODES.map(([code, dialCode]) => ({
    code,
    dialCode,
    englishName: englishName(code),
    name: localName(code),
  })).sort((a, b) => a.name.localeCompare(b.name, locale));
  cache.set(locale, options);
  return options;
}

export function findCountry(code: string, locale: string): CountryOption | undefined {
  return countryOptions(locale).find((option) => option.code === code);
}

/**
 * The option a saved address was made with, for editing it: by its English country name, else (an address saved
 * elsewhere, e.g. with the original's Chinese name) the country of its dial code, else the store's default.
 */
export function countryCodeOf(address: { country: string; countryCode: string }): string {
  const options = countryOptions('en');
  const name = address.country.trim().toLowerCase();
  const byName = options.find((option) => option.englishName.toLowerCase() === name);
  if (byName) return byName.code;
  return countryOfDialCode(address.countryCode) ?? DEFAULT_COUNTRY_CODE;
}

/**
 * A saved address's country as the shopper reads it: the stored (English) name in `locale`'s words ("China" → "จีน"
 * in Thai); a name that is no country of the list (an address saved elsewhere) as it was stored.
 */
export function countryNameIn(country: string, locale: string): string {
  const name = country.trim().toLowerCase();
  const code = countryOptions('en').find((option) => option.englishName.toLowerCase() === name)?.code;
  return (code && findCountry(code, locale)?.name) || country;
}
