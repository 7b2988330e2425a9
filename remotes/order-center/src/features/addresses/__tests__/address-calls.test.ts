import { installFakeApi } from '@mall/remote-kit/testing';
import { deleteAddress } from '../api/addresses';

describe('address calls', () => {
  it('resolves the server message of an address deletion', async () => {
    const api = installFakeApi();
    api.on('POST /api/front/address/del', () => ({ code: 200, message: 'Address deleted', data: null }));
    await expect(deleteAddress(7)).resolves.toEqual({ message: 'Address deleted' });
    expect(api.calls.at(-1)?.body).toEqual({ id: 7 });
  });
});
