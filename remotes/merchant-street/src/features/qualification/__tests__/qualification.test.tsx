import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchantCategories, merchantTypes, storeInfo } from '../../../testing/data';
import { fail, installFakeApi, ok, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState } from '../../../testing/render-page';

const URL = '/merchant/merchant/qualification?id=6';
let api: FakeApi;
let drawn = 0;

const detail = {
  id: 6,
  realName: 'Harbour Goods Trading Co., Ltd.',
  email: 'contact@harbour.mall.test',
  phone: '+86 755 6000 1234',
  address: '12 Haibin Road, Shenzhen, China',
  qualificationPicture: JSON.stringify(['https://img.test/6-licence-1.svg', 'https://img.test/6-licence-2.svg']),
  intro: 'Kitchenware from the harbour.',
  createTime: '2024-03-05 10:20:30',
  collectNum: 3,
  openingHours: 'Every day 09:00–21:00',
};

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  drawn = 0;
  api.on('GET /api/front/merchant/index/info/6', storeInfo(6));
  api.on('GET /api/front/merchant/all/type/list', merchantTypes);
  api.on('GET /api/front/merchant/all/category/list', merchantCategories);
  api.on('GET /api/front/merchant/qualification/captcha/6', () => {
    drawn += 1;
    return ok({ key: `${'k'.repeat(31)}${drawn}`, image: `data:image/svg+xml;base64,picture-${drawn}` });
  });
  // The server's rule: the code of picture n is "AB<n>C", any case; every answer uses the picture up.
  api.on('GET /api/front/merchant/detail/6', ({ params }: RecordedCall) => {
    const n = String(params.captchaKey).slice(31);
    return String(params.captcha).toUpperCase() === `AB${n}C`
      ? ok(detail)
      : fail(400, 'The verification code is incorrect; please enter the code of the new picture');
  });
});

const picture = () => screen.findByRole('img', { name: 'Verification code picture' });

describe('the qualification challenge', () => {
  it('shows the server’s picture, and draws a new one on request', async () => {
    const user = userEvent.setup();
    renderRoute(URL);
    expect(await screen.findByRole('heading', { level: 2, name: 'Store qualifications' })).toBeInTheDocument();
    expect(await picture()).toHaveAttribute('src', 'data:image/svg+xml;base64,picture-1');
    await user.click(screen.getByRole('button', { name: 'New picture' }));
    await waitFor(async () => expect(await picture()).toHaveAttribute('src', 'data:image/svg+xml;base64,picture-2'));
    expect(screen.queryByText('Harbour Goods Trading Co., Ltd.')).not.toBeInTheDocument();
  });

  it('checks the shape of the code before asking the server', async () => {
    const user = userEvent.setup();
    renderRoute(URL);
    await picture();
    await user.click(screen.getByRole('button', { name: 'View qualification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the code shown in the picture');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), 'a!');
    await user.click(screen.getByRole('button', { name: 'View qualification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is 4 letters or digits');
    expect(api.callsTo('GET /api/front/merchant/detail/6')).toHaveLength(0);
  });

  it('shows the server’s refusal and a new picture after a wrong code', async () => {
    const user = userEvent.setup();
    renderRoute(URL);
    await picture();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), 'ZZZZ');
    await user.click(screen.getByRole('button', { name: 'View qualification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verification code is incorrect; please enter the code of the new picture',
    );
    await waitFor(async () => expect(await picture()).toHaveAttribute('src', 'data:image/svg+xml;base64,picture-2'));
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    expect(api.callsTo('GET /api/front/merchant/detail/6')[0].params).toEqual({ captchaKey: `${'k'.repeat(31)}1`, captcha: 'ZZZZ' });

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the qualification after the right code, in any case', async () => {
    const user = userEvent.setup();
    renderRoute(URL);
    await picture();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), 'ab1c');
    await user.click(screen.getByRole('button', { name: 'View qualification' }));
    const term = await screen.findByText('Company');
    const list = term.closest('dl')!;
    const value = (name: string) => within(list).getByText(name).nextElementSibling;
    expect(value('Company')).toHaveTextContent('Harbour Goods Trading Co., Ltd.');
    expect(within(list).getByRole('link', { name: 'contact@harbour.mall.test' })).toHaveAttribute(
      'href',
      'mailto:contact@harbour.mall.test',
    );
    expect(within(list).getByRole('link', { name: '+86 755 6000 1234' })).toHaveAttribute('href', 'tel:+8675560001234');
    expect(value('Address')).toHaveTextContent('12 Haibin Road, Shenzhen, China');
    expect(within(list).getByRole('img', { name: 'Qualification document 1' })).toHaveAttribute('src', 'https://img.test/6-licence-1.svg');
    expect(within(list).getByRole('img', { name: 'Qualification document 2' })).toHaveAttribute('src', 'https://img.test/6-licence-2.svg');
    expect(value('Introduction')).toHaveTextContent('Kitchenware from the harbour.');
    expect(value('Joined')).toHaveTextContent('March 5, 2024');
    expect(value('Opening hours')).toHaveTextContent('Every day 09:00–21:00');
    expect(screen.queryByRole('img', { name: 'Verification code picture' })).not.toBeInTheDocument();
  });

  it('offers a retry when no picture could be drawn', async () => {
    let up = false;
    api.on('GET /api/front/merchant/qualification/captcha/6', () =>
      up ? ok({ key: 'k'.repeat(32), image: 'data:image/svg+xml;base64,back' }) : fail(500, 'System exception, please try again later'),
    );
    const user = userEvent.setup();
    renderRoute(URL);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('System exception, please try again later')).toBeInTheDocument();
    up = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await picture()).toHaveAttribute('src', 'data:image/svg+xml;base64,back');
  });
});

describe("without the server challenge (a backend of the contract's family, or ours with QUALIFICATION_CAPTCHA=false)", () => {
  it('shows the qualification at once, asked for without a code, and without the rows that backend does not send', async () => {
    api.notServed('GET /api/front/merchant/qualification/captcha/6');
    const { openingHours: _ours, ...contractDetail } = detail;
    api.on('GET /api/front/merchant/detail/6', contractDetail);
    renderRoute(URL);
    const term = await screen.findByText('Company');
    expect(term.nextElementSibling).toHaveTextContent('Harbour Goods Trading Co., Ltd.');
    expect(api.callsTo('GET /api/front/merchant/detail/6')[0].params).toEqual({});
    expect(screen.queryByText('Opening hours')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry when the open qualification could not be loaded', async () => {
    api.notServed('GET /api/front/merchant/qualification/captcha/6');
    api.on('GET /api/front/merchant/detail/6', () => fail(500, 'System exception, please try again later'));
    renderRoute(URL);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('System exception, please try again later')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
