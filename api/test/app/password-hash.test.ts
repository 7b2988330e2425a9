import { loadConfig, PASSWORD_HASH_COST, startupRefusals } from '../../src/config';
import { hashPassword, verifyPassword } from '../../src/services/auth/password';

// The suites hash at the cheapest cost (global-setup.ts); what production stores and accepts is checked here.
describe('password hashes (scrypt, PASSWORD_HASH_COST)', () => {
  it("stores production's parameters by default: N = 2^15, r = 8, p = 3, a 16-byte salt and a 32-byte key", async () => {
    const stored = await hashPassword('Demo12345!');
    const [alg, n, r, p, salt, key] = stored.split('$');
    expect([alg, n, r, p]).toEqual(['scrypt', '32768', '8', '3']);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    await expect(verifyPassword('Demo12345!', stored)).resolves.toBe(true);
    await expect(verifyPassword('Demo12345?', stored)).resolves.toBe(false);
  });

  it('keeps every stored hash valid when the cost changes: a hash names its own cost', async () => {
    const cheap = await hashPassword('Right12345!', PASSWORD_HASH_COST.min);
    expect(cheap.split('$')[1]).toBe('1024');
    await expect(verifyPassword('Right12345!', cheap)).resolves.toBe(true);
    await expect(verifyPassword('right12345!', cheap)).resolves.toBe(false);
  });

  it('refuses a stored hash dearer than the dearest cost instead of spending minutes on it', async () => {
    const stored = await hashPassword('Right12345!', PASSWORD_HASH_COST.min);
    const forged = stored.replace('$1024$', `$${2 ** 22}$`);
    await expect(verifyPassword('Right12345!', forged)).resolves.toBe(false);
  });

  it('reads PASSWORD_HASH_COST: 15 unless set, 10–17 accepted, anything else stops the start with the reason', () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig({ PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
    for (const v of ['9', '18', '12.5', 'high']) {
      expect(() => loadConfig({ PASSWORD_HASH_COST: v })).toThrow(`PASSWORD_HASH_COST is "${v}": an integer from 10 to 17`);
    }
  });

  it('is never cheaper than 15 in production', () => {
    expect(startupRefusals(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '12' }))).toEqual([
      expect.stringContaining('PASSWORD_HASH_COST is 12 with NODE_ENV=production'),
    ]);
    expect(startupRefusals(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16' }))).toEqual([]);
    expect(startupRefusals(loadConfig({ PASSWORD_HASH_COST: '10' }))).toEqual([]);
  });
});
