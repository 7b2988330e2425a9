import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { bus } from '@mall/event-bus';
import { fail, installFakeApi, ok, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { recordBus, renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';
import { address } from '@mall/remote-kit/testing';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  signIn();
});

const card = (name: string) => screen.getByRole('article', { name });

/** Types a whole value at once (as a paste): the dialog's country list makes key-by-key typing slow in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openBook(
  addresses = [
    address(1, { isDefault: true }),
    address(2, { realName: 'Ana Silva', country: 'France', countryCode: '33', phone: '612345678' }),
  ],
) {
  api.on('GET /api/pc/address/all/list', addresses);
  const user = userEvent.setup({ delay: null });
  const view = renderRoute('/users/address_list');
  await screen.findAllByRole('article');
  return { user, ...view };
}

describe('/users/address_list', () => {
  it('shows each address: name, email, phone with its dial code, country and street, post code, default', async () => {
    await openBook();
    const first = card('Recipient 1');
    expect(first).toHaveTextContent('r1@mall.test');
    expect(first).toHaveTextContent('+86 13800000000');
    expect(first).toHaveTextContent('China 1 Garden Road, Shanghai');
    expect(first).toHaveTextContent('Post code 200000');
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /as default/ })).not.toBeInTheDocument();
    const second = card('Ana Silva');
    expect(second).toHaveTextContent('+33 612345678');
    expect(within(second).queryByText('Default')).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Set the address of Ana Silva as default' })).toHaveTextContent('Set as default');
  });

  it('adds an address: required name, detailed address and post code, email format, then the list reads it back', async () => {
    const { user } = await openBook();
    const toasts = recordBus('ui/toast');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'New address' });
    await fill(user, within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please fill in the name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill in the detailed address')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill in the post code')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill in the correct email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveFocus();
    expect(api.callsTo('POST /api/front/address/edit')).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText(/Name/), 'Kofi Mensah');
    await user.selectOptions(within(dialog).getByLabelText('Country or region'), 'Ghana (+233)');
    await fill(user, within(dialog).getByLabelText('Phone'), '201234567');
    await user.clear(within(dialog).getByLabelText('Email'));
    await fill(user, within(dialog).getByLabelText('Email'), 'kofi@mall.test');
    await fill(user, within(dialog).getByLabelText(/Detailed address/), '12 Oxford Street, Accra');
    await fill(user, within(dialog).getByLabelText(/Post code/), 'GA-184');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set as default address' }));
    api.on('POST /api/front/address/edit', () => ok({ id: 3 }, 'Address saved'));
    api.on('GET /api/pc/address/all/list', [
      address(1),
      address(2, { realName: 'Ana Silva' }),
      address(3, { realName: 'Kofi Mensah', country: 'Ghana', countryCode: '233', isDefault: true }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/front/address/edit')[0].body).toEqual({
      realName: 'Kofi Mensah',
      phone: '201234567',
      countryCode: '233',
      country: 'Ghana',
      email: 'kofi@mall.test',
      detail: '12 Oxford Street, Accra',
      postCode: 'GA-184',
      isDefault: true,
    });
    expect(await screen.findByRole('article', { name: 'Kofi Mensah' })).toHaveTextContent('Default');
    expect(within(card('Recipient 1')).queryByText('Default')).not.toBeInTheDocument();
    expect(toasts.events).toContainEqual({ kind: 'success', message: 'Address saved' });
    toasts.stop();
  });

  it('marks the phone required for China and says why under the field, not only in a toast', async () => {
    const { user } = await openBook();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'New address' });
    expect(within(dialog).getByLabelText('Country or region')).toHaveDisplayValue('China (+86)');
    const phone = within(dialog).getByLabelText(/Phone/);
    expect(phone).toBeRequired();
    await fill(user, within(dialog).getByLabelText(/Name/), 'Li Wei');
    await fill(user, within(dialog).getByLabelText(/Detailed address/), '1 Garden Road, Shanghai');
    await fill(user, within(dialog).getByLabelText(/Post code/), '200000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(phone).toHaveAccessibleDescription('Please fill in the phone number');
    expect(phone).toHaveFocus();
    await fill(user, phone, '12345');
    expect(phone).toHaveAccessibleDescription('Please enter a valid mobile number for China (11 digits starting with 1)');
    expect(api.callsTo('POST /api/front/address/edit')).toHaveLength(0);

    // Elsewhere the phone is optional, as the API takes it.
    await user.selectOptions(within(dialog).getByLabelText('Country or region'), 'Ghana (+233)');
    await user.clear(phone);
    expect(phone).not.toBeRequired();
    expect(phone).not.toHaveAccessibleDescription(/phone number/);
  });

  it('edits an address in the dialog filled with it, keeping its id and its country', async () => {
    const { user } = await openBook();
    await user.click(screen.getByRole('button', { name: 'Edit the address of Ana Silva' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Ana Silva');
    expect(within(dialog).getByLabelText('Country or region')).toHaveDisplayValue('France (+33)');
    expect(within(dialog).getByLabelText(/Post code/)).toHaveValue('200000');
    await user.clear(within(dialog).getByLabelText(/Name/));
    await fill(user, within(dialog).getByLabelText(/Name/), 'Ana Costa');
    api.on('POST /api/front/address/edit', () => ok({ id: 2 }, 'Address saved'));
    api.on('GET /api/pc/address/all/list', [
      address(1, { isDefault: true }),
      address(2, { realName: 'Ana Costa', country: 'France', countryCode: '33' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'Ana Costa' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/address/edit')[0].body).toMatchObject({
      id: 2,
      realName: 'Ana Costa',
      country: 'France',
      countryCode: '33',
    });
  });

  it('keeps the dialog and what was typed when the server refuses the address', async () => {
    const { user } = await openBook();
    const toasts = recordBus('ui/toast');
    await user.click(screen.getByRole('button', { name: 'Edit the address of Recipient 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    api.on('POST /api/front/address/edit', () => fail(400, 'Please fill in a valid mobile number'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts.events).toContainEqual({ kind: 'error', message: 'Please fill in a valid mobile number', messageId: undefined }),
    );
    expect(screen.getByRole('dialog', { name: 'Edit address' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    toasts.stop();
  });

  it('moves the default badge to the address chosen as default', async () => {
    const { user } = await openBook();
    api.on('POST /api/front/address/default/set', () => ok(null, 'Default address set'));
    api.on('GET /api/pc/address/all/list', [address(1), address(2, { realName: 'Ana Silva', isDefault: true })]);
    await user.click(screen.getByRole('button', { name: 'Set the address of Ana Silva as default' }));
    await waitFor(() => expect(within(card('Ana Silva')).getByText('Default')).toBeInTheDocument());
    expect(within(card('Recipient 1')).queryByText('Default')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/front/address/default/set')[0].body).toEqual({ id: 2 });
  });

  it('deletes an address only after the confirmation', async () => {
    const { user } = await openBook();
    await user.click(screen.getByRole('button', { name: 'Delete the address of Ana Silva' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(confirm).toHaveTextContent('Ana Silva');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/front/address/del')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the address of Ana Silva' }));
    confirm = screen.getByRole('dialog', { name: 'Delete this address?' });
    api.on('POST /api/front/address/del', (call: RecordedCall) => ok(call.body, 'Address deleted'));
    api.on('GET /api/pc/address/all/list', [address(1, { isDefault: true })]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ana Silva' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/front/address/del')[0].body).toEqual({ id: 2 });
  });

  it('offers to add the first address, and shows a failed load with Retry', async () => {
    api.on('GET /api/pc/address/all/list', () => fail(500, 'Address book unavailable'));
    const user = userEvent.setup({ delay: null });
    renderRoute('/users/address_list');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Address book unavailable');
    api.on('GET /api/pc/address/all/list', []);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No address yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('dialog', { name: 'New address' })).toBeInTheDocument();
  });

  it('speaks the shopper’s language in the dialog (common address texts)', async () => {
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    const { user } = await openBook();
    await user.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle adresse' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Veuillez saisir le nom')).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez saisir le code postal')).toBeInTheDocument();
  });
});
