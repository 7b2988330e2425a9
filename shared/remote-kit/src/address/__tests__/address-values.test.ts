import { addressFormValuesOf, addressRequestOf } from '../address-values';
import { countryCodeOf, countryNameIn, countryOptions } from '../countries';

const saved = {
  id: 4,
  realName: 'Ana',
  phone: '612345678',
  countryCode: '33',
  country: 'France',
  email: '',
  detail: '5 rue de la Paix',
  postCode: '07500',
  isDefault: true,
};

describe('address values', () => {
  it('finds the country of a saved address by its English name, else by its dial code, else the default', () => {
    expect(countryCodeOf({ country: 'France', countryCode: '33' })).toBe('FR');
    expect(countryCodeOf({ country: 'united kingdom', countryCode: '44' })).toBe('GB');
    // The original stored the Chinese name: the dial code still finds the country.
    expect(countryCodeOf({ country: '泰国', countryCode: '+66' })).toBe('TH');
    expect(countryCodeOf({ country: '', countryCode: '' })).toBe('CN');
    // A dial code several countries share gives its main country (+1: the United States, not Canada).
    expect(countryCodeOf({ country: '美国', countryCode: '+1' })).toBe('US');
  });

  it('starts a new address on the default country and an existing one on its own values', () => {
    expect(addressFormValuesOf(null)).toEqual({
      realName: '',
      country: 'CN',
      phone: '',
      email: '',
      detail: '',
      postCode: '',
      isDefault: false,
    });
    expect(addressFormValuesOf(saved)).toEqual({
      realName: 'Ana',
      country: 'FR',
      phone: '612345678',
      email: '',
      detail: '5 rue de la Paix',
      postCode: '07500',
      isDefault: true,
    });
  });

  it('sends the English name and the dial code whatever the language, trimmed, with the id of an update', () => {
    const values = { ...addressFormValuesOf(saved), realName: '  Ana Costa ', country: 'TH' };
    expect(addressRequestOf(values, 'zh-CN', 4)).toEqual({
      id: 4,
      realName: 'Ana Costa',
      phone: '612345678',
      countryCode: '66',
      country: 'Thailand',
      email: '',
      detail: '5 rue de la Paix',
      postCode: '07500',
      isDefault: true,
    });
    expect(addressRequestOf(values, 'en')).not.toHaveProperty('id');
  });

  it('names the countries in the shopper’s language, sorted in it', () => {
    const french = countryOptions('fr');
    expect(french.find((option) => option.code === 'DE')).toMatchObject({ name: 'Allemagne', englishName: 'Germany', dialCode: 49 });
    const names = french.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});

describe('countryNameIn', () => {
  it('names a saved address’s country in the shopper’s language, and keeps a name that is no country of the list', () => {
    expect(countryNameIn('China', 'th')).toBe('จีน');
    expect(countryNameIn('France', 'zh-CN')).toBe('法国');
    expect(countryNameIn('china ', 'fr')).toBe('Chine');
    expect(countryNameIn('China', 'en')).toBe('China');
    expect(countryNameIn('中国', 'th')).toBe('中国');
  });
});
