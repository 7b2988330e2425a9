import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MallIntlProvider, setLocale } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { clearBrowserStorage } from '../../testing/browser-state';
import { fail, installFakeApi, ok, type FakeApi } from '../../testing/fake-api';
import { PictureUploader, type PictureUploaderTexts } from '../picture-uploader';

let api: FakeApi;
let uploaded: number;
let latest: string[];

beforeEach(() => {
  clearBrowserStorage();
  api = installFakeApi();
  uploaded = 0;
  latest = [];
  api.on('POST /api/front/upload/image', () => {
    uploaded += 1;
    return ok({
      fileName: `${uploaded}.png`,
      extName: 'png',
      fileSize: 4,
      url: `http://api.test/media/uploads/${uploaded}.png`,
      type: 'image/png',
    });
  });
});

// The uploader's texts are the common catalogue's (upload.*), so no app messages are needed.
const Providers = ({ children }: { children: ReactNode }) => (
  <MallThemeProvider withGlobalStyles={false}>
    <MallIntlProvider messages={{}}>{children}</MallIntlProvider>
  </MallThemeProvider>
);

interface HarnessProps {
  max?: number;
  initial?: string[];
  texts?: PictureUploaderTexts;
}

afterEach(() => act(() => setLocale('en')));

function Harness({ max, initial = [], texts }: HarnessProps) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <PictureUploader
      label="Proof pictures"
      value={value}
      max={max}
      texts={texts}
      onChange={(urls) => {
        latest = urls;
        setValue(urls);
      }}
    />
  );
}

const renderUploader = (props: HarnessProps = {}) =>
  render(
    <Providers>
      <Harness {...props} />
    </Providers>,
  );

const file = (name: string, type: string, size = 4) => new File([new Uint8Array(size)], name, { type });
// user-event honours `accept` by default; the picker's own filter is not what is under test.
const setup = () => userEvent.setup({ applyAccept: false });
const group = () => screen.getByRole('group', { name: /Proof pictures/ });
const picker = () => screen.getByLabelText('Add pictures');

describe('PictureUploader', () => {
  it('offers JPG and PNG files and states the rules', () => {
    renderUploader();
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');
    expect(picker()).toHaveAttribute('multiple');
    expect(within(group()).getByText(/Up to 5 pictures: JPG or PNG, at most 5 MB each\. 0 of 5/)).toBeInTheDocument();
  });

  it('uploads each picture, previews it in order, and removes one on request', async () => {
    const user = setup();
    renderUploader();
    await user.upload(picker(), [file('front.png', 'image/png'), file('back.jpg', 'image/jpeg')]);
    expect(await within(group()).findByRole('img', { name: 'Picture 2' })).toBeInTheDocument();
    const calls = api.callsTo('POST /api/front/upload/image');
    expect(calls).toHaveLength(2);
    expect(calls[0].params).toEqual({ model: 'product', pid: 1 });
    expect(((calls[0].body as FormData).get('multipart') as File).name).toBe('front.png');
    expect(latest).toEqual(['http://api.test/media/uploads/1.png', 'http://api.test/media/uploads/2.png']);

    await user.click(within(group()).getByRole('button', { name: 'Remove picture 1' }));
    expect(
      within(group())
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['http://api.test/media/uploads/2.png']);
    expect(within(group()).getByText(/1 of 5/)).toBeInTheDocument();
  });

  it('refuses other types and files over 5 MB before sending them, saying which', async () => {
    const user = setup();
    renderUploader();
    await user.upload(picker(), [
      file('scan.gif', 'image/gif'),
      file('notes.png', 'text/plain'),
      file('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
      file('fits.jpg', 'image/jpeg', 5 * 1024 * 1024),
    ]);
    const problems = within(group()).getByRole('alert');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['scan.gif is not a JPG or PNG picture', 'notes.png is not a JPG or PNG picture', 'huge.jpg is larger than 5 MB']);
    await within(group()).findByRole('img', { name: 'Picture 1' });
    expect(api.callsTo('POST /api/front/upload/image')).toHaveLength(1);
  });

  it('takes at most 5 pictures, says which were left out, then hides the picker', async () => {
    const user = setup();
    renderUploader({ initial: ['http://api.test/media/uploads/old.png'] });
    await user.upload(
      picker(),
      ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => file(`${name}.png`, 'image/png')),
    );
    await waitFor(() => expect(within(group()).getAllByRole('img')).toHaveLength(5));
    expect(api.callsTo('POST /api/front/upload/image')).toHaveLength(4);
    expect(
      within(within(group()).getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['At most 5 pictures: e.png was not added', 'At most 5 pictures: f.png was not added']);
    expect(screen.queryByLabelText('Add pictures')).not.toBeInTheDocument();
    expect(latest).toHaveLength(5);
  });

  it('shows the server’s reason when it refuses an upload', async () => {
    api.on('POST /api/front/upload/image', () => fail(400, 'The file is not a JPEG or PNG picture'));
    const user = setup();
    renderUploader();
    await user.upload(picker(), [file('renamed.png', 'image/png')]);
    expect(
      await within(group()).findByText('renamed.png could not be uploaded: The file is not a JPEG or PNG picture'),
    ).toBeInTheDocument();
    expect(within(group()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('a one-picture uploader (an avatar) sends the given model and takes a single file', async () => {
    const user = setup();
    render(
      <Providers>
        <PictureUploader label="Avatar" value={[]} max={1} model="user" onChange={(urls) => (latest = urls)} />
      </Providers>,
    );
    expect(picker()).not.toHaveAttribute('multiple');
    await user.upload(picker(), [file('me.png', 'image/png')]);
    await waitFor(() => expect(latest).toEqual(['http://api.test/media/uploads/1.png']));
    expect(api.callsTo('POST /api/front/upload/image')[0].params).toEqual({ model: 'user', pid: 1 });
  });

  it('a form words the rules, the count and the previews its own way', async () => {
    const user = setup();
    renderUploader({
      max: 10,
      texts: {
        hint: '1 to 10 pictures of your business licence.',
        count: (count, max) => `${count} of ${max} pictures`,
        picture: (index) => `Qualification picture ${index}`,
      },
    });
    expect(within(group()).getByText('1 to 10 pictures of your business licence. 0 of 10 pictures')).toBeInTheDocument();
    await user.upload(picker(), [file('licence.png', 'image/png')]);
    expect(await within(group()).findByRole('img', { name: 'Qualification picture 1' })).toBeInTheDocument();
    expect(within(group()).getByText(/1 of 10 pictures/)).toBeInTheDocument();
  });

  it('speaks the shopper’s language from the common catalogue', async () => {
    act(() => setLocale('fr'));
    renderUploader();
    expect(await screen.findByLabelText('Ajouter des photos')).toBeInTheDocument();
    expect(within(group()).getByText(/Jusqu’à 5 photos : JPG ou PNG, 5 Mo maximum chacune\. 0 sur 5/)).toBeInTheDocument();
  });
});
