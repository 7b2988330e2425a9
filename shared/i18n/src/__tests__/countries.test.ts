import { COUNTRY_DIAL_CODES, countryNamer, DEFAULT_COUNTRY_CODE, DEFAULT_DIAL_CODE } from '../countries';

describe('countries', () => {
  it('lists every country once by its ISO code with a positive dial code', () => {
    const codes = COUNTRY_DIAL_CODES.map(([code]) => code);
    expect(codes.length).toBeGreaterThan(240);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [code, dialCode] of COUNTRY_DIAL_CODES) {
      expect([code, /^[A-Z]{2}$/.test(code), Number.isInteger(dialCode) && dialCode > 0]).toEqual([code, true, true]);
    }
  });

  it("starts on China, +86, the mall's home market", () => {
    expect(DEFAULT_DIAL_CODE).toBe(86);
    expect(COUNTRY_DIAL_CODES.find(([code]) => code === DEFAULT_COUNTRY_CODE)).toEqual(['CN', 86]);
  });

  it('names countries in the wanted language', () => {
    expect(countryNamer('en')('TH')).toBe('Thailand');
    expect(countryNamer('zh-CN')('LA')).toBe('老挝');
    expect(countryNamer('fr')('GB')).toBe('Royaume-Uni');
    expect(countryNamer('th')('TH')).toBe('ไทย');
  });

  it('falls back to English for a tag Intl refuses, and to the code for a country nobody names', () => {
    expect(countryNamer('not a locale!')('FR')).toBe('France');
    expect(countryNamer('en')('QX')).toBe('QX');
  });
});
