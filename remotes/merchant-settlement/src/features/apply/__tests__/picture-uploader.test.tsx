import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, type FakeApi } from '@mall/remote-kit/testing';
import { CATEGORIES, TYPES } from '../../../testing/fixtures';
import { renderRoute, resetBrowserState } from '../../../testing/render-page';

let api: FakeApi;
let uploaded: number;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/merchant/all/category/list', CATEGORIES);
  api.on('GET /api/front/merchant/all/type/list', TYPES);
  uploaded = 0;
  api.on('POST /api/front/upload/image', () => {
    uploaded += 1;
    return ok({
      fileName: 'x.png',
      extName: 'png',
      fileSize: 4,
      url: `http://api.test/media/uploads/2025-06/${uploaded}.png`,
      type: 'image/png',
    });
  });
});

const file = (name: string, type: string, size = 4) => new File([new Uint8Array(size)], name, { type });
// user-event's upload honours `accept`; the picker's own filter is not what is under test here.
const setup = () => userEvent.setup({ applyAccept: false });

async function openUploader() {
  renderRoute('/users/merchant_settled');
  await screen.findByRole('form', { name: 'Merchant application' });
  return screen.getByRole('group', { name: /Qualification pictures/ });
}

const picker = () => screen.getByLabelText(/Add pictures/);

describe('the qualification pictures uploader', () => {
  it('offers JPG, JPEG and PNG, several at a time', async () => {
    await openUploader();
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');
    expect(picker()).toHaveAttribute('multiple');
  });

  it('uploads each picture through the upload endpoint and previews it; a picture can be removed', async () => {
    const user = setup();
    const group = await openUploader();
    await user.upload(picker(), [file('licence.png', 'image/png'), file('permit.JPEG', 'image/jpeg')]);
    expect(await within(group).findByRole('img', { name: 'Qualification picture 2' })).toBeInTheDocument();
    const calls = api.callsTo('POST /api/front/upload/image');
    expect(calls).toHaveLength(2);
    expect(calls[0].params).toEqual({ model: 'product', pid: 1 });
    const form = calls[0].body as FormData;
    expect(form.get('multipart')).toBeInstanceOf(File);
    expect((form.get('multipart') as File).name).toBe('licence.png');
    expect(within(group).getByText(/2 of 10 pictures/)).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Remove picture 1' }));
    const left = within(group).getAllByRole('img');
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveAttribute('src', 'http://api.test/media/uploads/2025-06/2.png');
    expect(within(group).getByText(/1 of 10 pictures/)).toBeInTheDocument();
  });

  it('refuses other types and files over 5 MB before sending them, and says which', async () => {
    const user = setup();
    const group = await openUploader();
    await user.upload(picker(), [
      file('scan.gif', 'image/gif'),
      file('notes.png', 'text/plain'),
      file('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
      file('fits.jpg', 'image/jpeg', 5 * 1024 * 1024),
    ]);
    const problems = within(group).getByRole('alert');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['scan.gif is not a JPG or PNG picture', 'notes.png is not a JPG or PNG picture', 'huge.jpg is larger than 5 MB']);
    await within(group).findByRole('img', { name: 'Qualification picture 1' });
    expect(api.callsTo('POST /api/front/upload/image')).toHaveLength(1);
  });

  it('takes at most 10 pictures and then hides the picker', async () => {
    const user = setup();
    const group = await openUploader();
    const eleven = Array.from({ length: 11 }, (_, i) => file(`p${i + 1}.png`, 'image/png'));
    await user.upload(picker(), eleven);
    expect(within(group).getByRole('alert')).toHaveTextContent('At most 10 pictures: p11.png was not added');
    await waitFor(() => expect(within(group).getAllByRole('img')).toHaveLength(10));
    expect(api.callsTo('POST /api/front/upload/image')).toHaveLength(10);
    expect(screen.queryByLabelText(/Add pictures/)).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Remove picture 10' }));
    expect(picker()).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses a file (it checks the content again)', async () => {
    const user = setup();
    api.on('POST /api/front/upload/image', () => fail(400, 'This file is not a JPG or PNG picture'));
    const group = await openUploader();
    await user.upload(picker(), [file('renamed.png', 'image/png')]);
    expect(await within(group).findByText('renamed.png could not be uploaded: This file is not a JPG or PNG picture')).toBeInTheDocument();
    expect(within(group).queryByRole('img')).not.toBeInTheDocument();
  });
});
