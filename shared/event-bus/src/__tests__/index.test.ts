import * as entry from '../index';

describe('@mall/event-bus entry', () => {
  it('exports the bus, its factory, the hook and the locale list', () => {
    expect(typeof entry.bus.publish).toBe('function');
    expect(typeof entry.createBus).toBe('function');
    expect(typeof entry.useBusValue).toBe('function');
    expect(entry.LOCALES).toEqual(['en', 'zh-CN', 'fr', 'th', 'lao']);
    expect(entry.isLocale('lao')).toBe(true);
    expect(entry.isLocale('lo')).toBe(false);
  });
});
