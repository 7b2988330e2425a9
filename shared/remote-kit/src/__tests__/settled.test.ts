import { markSettled } from '../settled';

describe('markSettled', () => {
  it('marks a promise as React marks one it has seen settle: its value once fulfilled, its reason once rejected', async () => {
    const fulfilled = markSettled(Promise.resolve({ pages: {} }));
    expect(fulfilled.status).toBeUndefined();
    const value = await fulfilled;
    expect(fulfilled).toMatchObject({ status: 'fulfilled', value });

    const failure = new Error('remote down');
    const rejected = markSettled(Promise.reject(failure));
    await expect(rejected).rejects.toBe(failure);
    expect(rejected).toMatchObject({ status: 'rejected', reason: failure });
  });
});
