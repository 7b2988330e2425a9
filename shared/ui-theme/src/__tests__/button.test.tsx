import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../components/button';
import { renderWithProviders } from './render-with-providers';

describe('Button', () => {
  it('is a named button that does not submit forms unless asked', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Add to cart</Button>
        <Button type="submit" variant="secondary">
          Pay
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is busy and ignores clicks while loading', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be disabled without being busy', () => {
    renderWithProviders(
      <Button variant="link" disabled>
        Resend
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Resend' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
