import { parseCurrencySymbol } from '../currency-symbol';

it('reads the symbol of the shop currency JSON string', () => {
  expect(parseCurrencySymbol('{"country":"France","currency":"Euro","symbol":"€","ID":"1"}')).toBe('€');
  expect(parseCurrencySymbol('{"country":" 美国","currency":"美元","symbol":" $ ","ID":"256"}')).toBe('$');
});

it.each([undefined, null, '', 'not json', '"€"', '{"symbol":""}', '{"symbol":5}', 'null'])('falls back to $ for %p', (value) => {
  expect(parseCurrencySymbol(value)).toBe('$');
});
