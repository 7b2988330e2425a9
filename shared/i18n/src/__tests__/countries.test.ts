import {
  COUNTRY_DIAL_CODES,
  countryNamer,
  countryOfDialCode,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_DIAL_CODE,
  dialCodeOfCountry,
} from '../countries';

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

  it("gives a country's dial code, the default's for no or an unknown country", () => {
    expect(dialCodeOfCountry('PK')).toBe(92);
    expect(dialCodeOfCountry('TH')).toBe(66);
    expect(dialCodeOfCountry(undefined)).toBe(86);
    expect(dialCodeOfCountry('QX')).toBe(86);
  });

  it('finds the country of a dial code, the main one where several share it', () => {
    expect(countryOfDialCode('+1')).toBe('US');
    expect(countryOfDialCode(7)).toBe('RU');
    expect(countryOfDialCode(' 358')).toBe('FI');
    expect(countryOfDialCode('66')).toBe('TH');
    expect(countryOfDialCode('+92')).toBe('PK');
    expect(countryOfDialCode('')).toBeUndefined();
    expect(countryOfDialCode('99999')).toBeUndefined();
    // Every main country is in the table with that dial code.
    for (const dialCode of [1, 7, 47, 212, 358, 590, 672]) {
      const country = countryOfDialCode(dialCode);
      expect(COUNTRY_DIAL_CODES.find(([code]) => code === country)?.[1]).toBe(dialCode);
    }
  });
});
