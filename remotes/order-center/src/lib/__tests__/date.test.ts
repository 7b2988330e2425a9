import { parseApiDate } from '../date';

describe('API dates', () => {
  it('reads yyyy-MM-dd HH:mm:ss as a local time and refuses anything else', () => {
    const date = parseApiDate('2025-06-05 14:30:09');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()]).toEqual([
      2025, 5, 5, 14, 30, 9,
    ]);
    expect(parseApiDate('2025-06-05')?.getHours()).toBe(0);
    expect(parseApiDate('yesterday')).toBeNull();
    expect(parseApiDate(null)).toBeNull();
  });
});
