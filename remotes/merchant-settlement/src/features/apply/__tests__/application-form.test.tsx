import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, type FakeApi } from '@mall/remote-kit/testing';
import { AGREEMENT, CATEGORIES, TYPES, application } from '../../../testing/fixtures';
import { recordBus, renderRoute, resetBrowserState } from '../../../testing/render-page';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/merchant/all/category/list', CATEGORIES);
  api.on('GET /api/front/merchant/all/type/list', TYPES);
  api.on('GET /api/front/merchant/settled/agreement', { agreement: AGREEMENT });
  api.on('POST /api/front/captcha/email/merchant/settled', () => ok(true, 'Sent successfully'));
  let n = 0;
  api.on('POST /api/front/upload/image', () => {
    n += 1;
    return ok({
      fileName: 'licence.png',
      extName: 'png',
      fileSize: 10,
      url: `http://api.test/media/uploads/2025-06/${n}.png`,
      type: 'image/png',
    });
  });
});

const form = () => screen.getByRole('form', { name: 'Merchant application' });
const field = (name: string | RegExp) => within(form()).getByLabelText(name);
const png = (name = 'licence.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

async function openForm(url = '/users/merchant_settled?menuCur=70') {
  const view = renderRoute(url);
  await screen.findByRole('form', { name: 'Merchant application' });
  return view;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Shop name/), '  Lotus Tea House ');
  await user.type(field(/^Real name/), 'Mai Tran');
  await user.selectOptions(field('Country code'), 'TH');
  await user.type(field('Phone number'), '812345678');
  await user.type(field(/^Email/), 'mai@lotus.test');
  await user.type(field(/^Verification code/), '123456');
  await user.selectOptions(field(/^Merchant category/), screen.getByRole('option', { name: 'Tea & Coffee' }));
  await user.selectOptions(field(/^Merchant type/), 'Flagship Store');
  await user.type(field('Keywords'), 'tea, ceramics');
  await user.type(field(/^Business address/), '12 Riverside Road, Bangkok');
  await user.upload(field(/Add pictures/), [png('a.png'), png('b.png')]);
  await screen.findByRole('img', { name: 'Qualification picture 2' });
  await user.click(within(form()).getByRole('checkbox'));
}

describe('the merchant application form', () => {
  it('shows the rule of every required field under it when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const expected = [
      'Please enter the shop name',
      'Please enter your real name',
      'Please fill in your email address',
      'Please enter the verification code',
      'Please choose a merchant category',
      'Please choose a merchant type',
      'Please enter the business address',
      'Please upload at least one qualification picture',
      'Please read and agree to the merchant settlement agreement',
    ];
    for (const message of expected) expect(within(form()).getAllByText(message).length).toBeGreaterThan(0);
    // The first broken rule also sits above the button.
    expect(screen.getByTestId('form-error')).toHaveTextContent('Please enter the shop name');
    expect(field(/^Shop name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/front/merchant/settled/apply')).toHaveLength(0);
  });

  it('checks the email, code and phone formats, and holds the text fields to the API’s lengths', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(field(/^Email/), 'not-an-email');
    await user.type(field(/^Verification code/), '12ab');
    await user.type(field('Phone number'), '12-34');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(within(form()).getAllByText('Please fill in the correct email address').length).toBeGreaterThan(0);
    expect(within(form()).getAllByText('The verification code is 6 digits').length).toBeGreaterThan(0);
    expect(within(form()).getAllByText('Please enter a phone number of 5 to 15 digits').length).toBeGreaterThan(0);
    // The inputs stop at the API's limits.
    expect(field(/^Shop name/)).toHaveAttribute('maxLength', '50');
    expect(field(/^Business address/)).toHaveAttribute('maxLength', '255');
  });

  it('shows the chosen category’s handling fee and the chosen type’s requirements', async () => {
    const user = userEvent.setup();
    await openForm();
    expect(screen.queryByText(/Handling fee/)).not.toBeInTheDocument();
    await user.selectOptions(field(/^Merchant category/), screen.getByRole('option', { name: 'Tea & Coffee' }));
    expect(screen.getByText('Handling fee: 3% of each sale')).toBeInTheDocument();
    await user.selectOptions(field(/^Merchant type/), 'Independent Maker');
    const requirements = screen.getByRole('region', { name: 'Requirements for Independent Maker' });
    expect(requirements).toHaveTextContent('Makers selling their own goods: identity document.');
    await user.selectOptions(field(/^Merchant type/), 'Flagship Store');
    expect(screen.getByRole('region', { name: 'Requirements for Flagship Store' })).toHaveTextContent('trademark certificate');
  });

  it('opens the agreement (scripts and handlers removed); “I agree” ticks the box', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'merchant settlement agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merchant settlement agreement' });
    expect(await within(dialog).findByText('Sell genuine goods.')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('script');
    expect(dialog.innerHTML).not.toContain('onclick');
    expect(within(form()).getByRole('checkbox')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(form()).getByRole('checkbox')).toBeChecked();
    expect(api.callsTo('GET /api/front/merchant/settled/agreement')).toHaveLength(1);
  });

  it('sends the application as the contract wants it and goes to the record', async () => {
    const user = userEvent.setup();
    api.on('POST /api/front/merchant/settled/apply', () => ok(null, 'Application submitted. We will review it within 15 working days'));
    const toasts = recordBus('ui/toast');
    const view = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(view.location()).toBe('/users/application_record?menuCur=71'));
    const [sent] = api.callsTo('POST /api/front/merchant/settled/apply');
    expect(sent.body).toEqual({
      name: 'Lotus Tea House',
      realName: 'Mai Tran',
      email: 'mai@lotus.test',
      captcha: '123456',
      countryCode: '+66',
      phone: '812345678',
      categoryId: 2,
      typeId: 1,
      handlingFee: 3,
      keywords: 'tea, ceramics',
      address: '12 Riverside Road, Bangkok',
      qualificationPicture: JSON.stringify(['http://api.test/media/uploads/2025-06/1.png', 'http://api.test/media/uploads/2025-06/2.png']),
      isAgree: true,
    });
    expect(toasts.events).toContainEqual({ kind: 'success', message: 'Application submitted. We will review it within 15 working days' });
    toasts.stop();
  });

  it('stays on the form with what was typed when the server refuses', async () => {
    const user = userEvent.setup();
    api.on('POST /api/front/merchant/settled/apply', () => fail(500, 'This shop name is already taken'));
    const toasts = recordBus('ui/toast');
    const view = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(toasts.events).toContainEqual(expect.objectContaining({ kind: 'error', message: 'This shop name is already taken' })),
    );
    expect(view.location()).toBe('/users/merchant_settled?menuCur=70');
    expect(field(/^Shop name/)).toHaveValue('  Lotus Tea House ');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
    toasts.stop();
  });

  it('sends once for a double click', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    api.on(
      'POST /api/front/merchant/settled/apply',
      () =>
        new Promise((resolve) => {
          answer = () => resolve(ok(null));
        }),
    );
    await openForm();
    await fillValidForm(user);
    const submit = screen.getByRole('button', { name: 'Submit application' });
    await user.dblClick(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await user.click(submit);
    act(() => answer(null));
    expect(api.callsTo('POST /api/front/merchant/settled/apply')).toHaveLength(1);
  });
});

describe('editing a failed application (?id=)', () => {
  it('prefills the form with the application, shows why it failed, and resubmits through reapply', async () => {
    const user = userEvent.setup();
    const rejected = application({ id: 9, auditStatus: 3, denialReason: 'The licence is unreadable' });
    api.on('GET /api/front/merchant/settled/detail/9', rejected);
    api.on('POST /api/front/merchant/settled/reapply/9', () => ok(null, 'Application resubmitted'));
    const view = await openForm('/users/merchant_settled?id=9&menuCur=70');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit and resubmit your application');
    expect(screen.getByText('Reason it failed: The licence is unreadable')).toBeInTheDocument();
    expect(field(/^Shop name/)).toHaveValue('Lotus Tea House');
    expect(field(/^Email/)).toHaveValue('mai@lotus.test');
    expect(field('Country code')).toHaveValue('TH');
    expect(field('Phone number')).toHaveValue('812345678');
    expect(field(/^Merchant category/)).toHaveValue('2');
    expect(field(/^Merchant type/)).toHaveValue('1');
    expect(screen.getAllByRole('img', { name: /Qualification picture/ })).toHaveLength(2);
    expect(field(/^Verification code/)).toHaveValue('');
    expect(within(form()).getByRole('checkbox')).not.toBeChecked();

    await user.clear(field(/^Shop name/));
    await user.type(field(/^Shop name/), 'Lotus Tea Rooms');
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.type(field(/^Verification code/), '654321');
    await user.click(within(form()).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Resubmit application' }));
    await waitFor(() => expect(view.location()).toBe('/users/application_record?menuCur=71'));
    expect(api.callsTo('POST /api/front/merchant/settled/apply')).toHaveLength(0);
    const [sent] = api.callsTo('POST /api/front/merchant/settled/reapply/9');
    expect(sent.body).toMatchObject({
      name: 'Lotus Tea Rooms',
      captcha: '654321',
      countryCode: '+66',
      qualificationPicture: JSON.stringify(['http://api.test/media/uploads/2025-06/b.png']),
      isAgree: true,
    });
  });

  it('does not offer the form for an application that is not rejected', async () => {
    api.on('GET /api/front/merchant/settled/detail/5', application({ id: 5, auditStatus: 1 }));
    renderRoute('/users/merchant_settled?id=5');
    expect(
      await screen.findByText('Only an application that failed review can be edited. This one is waiting for review.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/users/application_record?menuCur=71');
  });

  it('says so when the application is not the shopper’s', async () => {
    api.on('GET /api/front/merchant/settled/detail/77', () => fail(404, 'Application not found'));
    renderRoute('/users/merchant_settled?id=77');
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("says editing is not offered on a backend without it (the contract's family), with no retry", async () => {
    api.notServed('GET /api/front/merchant/settled/detail/9');
    renderRoute('/users/merchant_settled?id=9');
    expect(await screen.findByRole('alert')).toHaveTextContent('This feature is not available on this shop.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/users/application_record?menuCur=71');
  });
});
