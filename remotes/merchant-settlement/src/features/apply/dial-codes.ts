import { intlLocale, type Locale } from '@mall/i18n';

/** The countries the phone row offers, by ISO code, with their dial codes. China (+86) is the default. */
export const DIAL_CODES: ReadonlyArray<{ region: string; code: string }> = [
  { region: 'CN', code: '86' },
  { region: 'HK', code: '852' },
  { region: 'MO', code: '853' },
  { region: 'TW', code: '886' },
  { region: 'TH', code: '66' },
  { region: 'LA', code: '856' },
  { region: 'VN', code: '84' },
  { region: 'KH', code: '855' },
  { region: 'MM', code: '95' },
  { region: 'MY', code: '60' },
  { region: 'SG', code: '65' },
  { region: 'ID', code: '62' },
  { region: 'PH', code: '63' },
  { region: 'JP', code: '81' },
  { region: 'KR', code: '82' },
  { region: 'IN', code: '91' },
  { region: 'AU', code: '61' },
  { region: 'NZ', code: '64' },
  { region: 'US', code: '1' },
  { region: 'CA', code: '1' },
  { region: 'GB', code: '44' },
  { region: 'FR', code: '33' },
  { region: 'DE', code: '49' },
  { region: 'IT', code: '39' },
  { region: 'ES', code: '34' },
  { region: 'NL', code: '31' },
  { region: 'AE', code: '971' },
  { region: 'BR', code: '55' },
];

export const DEFAULT_REGION = 'CN';

export function dialCodeOf(region: string | undefined): string {
  return (DIAL_CODES.find((d) => d.region === region) ?? DIAL_CODES[0]).code;
}

/** The first country using a dial code ("+1" → US): how an application's stored code comes back to the select. */
export function regionOf(dialCode: string): string {
  const digits = dialCode.replace(/^\+/, '');
  return DIAL_CODES.find((d) => d.code === digits)?.region ?? DEFAULT_REGION;
}

/** The countries named in the shopper's language (Intl), the default first, the rest by name. */
export function dialCodeChoices(locale: Locale): Array<{ region: string; code: string; country: string }> {
  const tag = intlLocale(locale);
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const named = DIAL_CODES.map((d) => ({ ...d, country: names.of(d.region) ?? d.region }));
  const [first, ...rest] = named;
  return [first, ...rest.sort((a, b) => a.country.localeCompare(b.country, tag))];
}
