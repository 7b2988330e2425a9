import { installFakeApi, page } from '@mall/remote-kit/testing';
import { getPointsRecords } from '../api/points';

describe('points calls', () => {
  it('asks for the records of one kind with the page asked for', async () => {
    const api = installFakeApi();
    api.on('GET /api/front/integral/list', page([]));
    await getPointsRecords('earn', { page: 3, limit: 20 });
    expect(api.calls.at(-1)?.params).toEqual({ type: 'earn', page: 3, limit: 20 });
  });
});
