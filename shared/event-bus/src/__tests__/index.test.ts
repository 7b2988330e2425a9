import * as entry from '../index';

describe('@mall/event-bus entry', () => {
  it('exports the bus, its factory and the hook, and no locale list (the platform owns it: @mall/platform)', () => {
    expect(typeof entry.bus.publish).toBe('function');
    expect(typeof entry.createBus).toBe('function');
    expect(typeof entry.useBusValue).toBe('function');
    expect(Object.keys(entry)).not.toContain('LOCALES');
    expect(Object.keys(entry)).not.toContain('isLocale');
  });
});
