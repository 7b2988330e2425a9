import { countryOfDialCode, countryOptions, DEFAULT_COUNTRY_CODE, findCountry } from '@mall/i18n/countries';

// The option type and the lists are @mall/i18n's (the host's sign-in selector takes the same ones).
export { countryOptions, DEFAULT_COUNTRY_CODE, findCountry, type CountryOption } from '@mall/i18n/countries';

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
