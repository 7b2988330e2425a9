import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '../components/checkbox';
import { renderWithProviders } from './render-with-providers';

describe('Checkbox', () => {
  it('toggles through its label', async () => {
    renderWithProviders(<Checkbox label="I agree to the user agreement" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the user agreement' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('I agree to the user agreement'));
    expect(box).toBeChecked();
  });

  it('takes a final-form checkbox input and shows its error once touched', async () => {
    const input = { name: 'agreement', value: '', checked: false, onChange: jest.fn(), onBlur: jest.fn(), onFocus: jest.fn() };
    renderWithProviders(<Checkbox label="Agree" input={input} meta={{ touched: true, error: 'Please agree first' }} />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    expect(box).toHaveAttribute('name', 'agreement');
    expect(box).toHaveAccessibleDescription('Please agree first');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box);
    expect(input.onChange).toHaveBeenCalledTimes(1);
  });
});
