import { act, render, screen } from '@testing-library/react';
import { bus } from '@mall/event-bus';
import { LoginDialogOnDemand } from '../dialog/login-dialog-on-demand';
import { TestProviders, resetBrowserState } from '../../../testing/test-shell';

// The dialog itself is tested on its own (login-dialog-*.test.tsx); here only how it is opened matters.
jest.mock('../dialog/login-dialog', () => ({
  LoginDialog: ({ initialRequest }: { initialRequest?: { tourist?: boolean } }) => (
    <p>Login dialog{initialRequest?.tourist ? ' for a purchase' : ''}</p>
  ),
}));

beforeEach(() => resetBrowserState());

describe('LoginDialogOnDemand', () => {
  it('shows nothing until a sign-in is asked for on the bus, then opens the dialog for that request', async () => {
    const onFirstRequest = jest.fn();
    render(
      <TestProviders>
        <LoginDialogOnDemand onFirstRequest={onFirstRequest} />
      </TestProviders>,
    );
    expect(screen.queryByText(/Login dialog/)).not.toBeInTheDocument();
    act(() => bus.publish('auth/loginRequested', { tourist: true }));
    expect(await screen.findByText('Login dialog for a purchase')).toBeInTheDocument();
    expect(onFirstRequest).toHaveBeenCalledTimes(1);
  });
});
