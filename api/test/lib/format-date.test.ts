import { formatDate } from '../../src/lib/format';

describe('formatDate: yyyy-MM-dd HH:mm:ss in GMT+8', () => {
  it('shifts to GMT+8, pads every field and drops the milliseconds', () => {
    expect(formatDate(new Date('2026-01-02T03:04:05.999Z'))).toBe('2026-01-02 11:04:05');
    expect(formatDate('2026-12-31T16:00:00.000Z')).toBe('2027-01-01 00:00:00');
    expect(formatDate('2024-02-28T20:30:09+00:00')).toBe('2024-02-29 04:30:09');
  });

  it('writes the same text as the ISO form over a spread of dates', () => {
    for (let t = Date.UTC(1999, 11, 31, 15); t < Date.UTC(2031, 0, 1); t += 7_777_777_777) {
      const iso = new Date(t + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
      expect(formatDate(new Date(t))).toBe(iso);
    }
  });

  it('keeps the ISO form for years outside 1000–9999, nothing for no date, and refuses an invalid one', () => {
    expect(formatDate(new Date('0999-06-01T00:00:00Z'))).toBe('0999-06-01 08:00:00');
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
