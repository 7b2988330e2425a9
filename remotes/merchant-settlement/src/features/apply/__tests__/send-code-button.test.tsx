import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, type FakeApi } from '@mall/remote-kit/testing';
import { CATEGORIES, TYPES } from '../../../testing/fixtures';
import { recordBus, renderRoute, resetBrowserState } from '../../../testing/render-page';

let api: FakeApi;

beforeEach(() => {
  jest.useFakeTimers();
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/merchant/all/category/list', CATEGORIES);
  api.on('GET /api/front/merchant/all/type/list', TYPES);
  api.on('POST /api/front/captcha/email/merchant/settled', () => ok(true, 'Sent successfully'));
});

afterEach(() => {
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

async function openForm() {
  renderRoute('/users/merchant_settled');
  await screen.findByRole('form', { name: 'Merchant application' });
}

describe('the send-code button', () => {
  it('sends the raw email, then counts down 60 s before offering “Resend”', async () => {
    const user = setup();
    const toasts = recordBus('ui/toast');
    await openForm();
    await user.type(screen.getByLabelText(/^Email/), ' mai@lotus.test ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const counting = await screen.findByRole('button', { name: 'Resend in 60s' });
    expect(counting).toBeDisabled();
    const [sent] = api.callsTo('POST /api/front/captcha/email/merchant/settled');
    expect(sent.body).toBe('mai@lotus.test');
    expect(toasts.events).toContainEqual({ kind: 'success', message: 'Sent successfully' });

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(api.callsTo('POST /api/front/captcha/email/merchant/settled')).toHaveLength(2);
    toasts.stop();
  });

  it('sends once for clicks within 500 ms', async () => {
    let answer: () => void = () => undefined;
    api.on(
      'POST /api/front/captcha/email/merchant/settled',
      () =>
        new Promise((resolve) => {
          answer = () => resolve(ok(true, 'Sent successfully'));
        }),
    );
    const user = setup();
    await openForm();
    await user.type(screen.getByLabelText(/^Email/), 'mai@lotus.test');
    const button = screen.getByRole('button', { name: 'Send code' });
    await user.click(button);
    await user.click(button);
    act(() => answer());
    await screen.findByRole('button', { name: 'Resend in 60s' });
    expect(api.callsTo('POST /api/front/captcha/email/merchant/settled')).toHaveLength(1);
  });

  it('asks for a valid email instead of sending', async () => {
    const user = setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please fill in your email address')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    await user.type(screen.getByLabelText(/^Email/), 'mai@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please fill in the correct email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(api.callsTo('POST /api/front/captcha/email/merchant/settled')).toHaveLength(0);
  });

  it('stays available when the server refuses (its message is toasted by the API client)', async () => {
    api.on('POST /api/front/captcha/email/merchant/settled', () =>
      fail(500, 'This email already belongs to a merchant or to an application under review'),
    );
    const toasts = recordBus('ui/toast');
    const user = setup();
    await openForm();
    await user.type(screen.getByLabelText(/^Email/), 'owner@shop.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(toasts.events).toContainEqual(
        expect.objectContaining({ kind: 'error', message: 'This email already belongs to a merchant or to an application under review' }),
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
    toasts.stop();
  });
});
