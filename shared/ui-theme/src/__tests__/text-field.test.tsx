import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '../components/text-field';
import type { FieldMetaLike } from '../components/field-adapter';
import { renderWithProviders } from './render-with-providers';

const finalFormInput = (overrides = {}) => ({
  name: 'email',
  value: '',
  onChange: jest.fn(),
  onBlur: jest.fn(),
  onFocus: jest.fn(),
  ...overrides,
});

describe('TextField', () => {
  it('labels the input and links the error and hint to it', () => {
    renderWithProviders(<TextField label="Email" hint="We never share it" error="Please fill in your email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please fill in your email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in your email address');
  });

  it('has no error description while valid', () => {
    renderWithProviders(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('works as a controlled input', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Phone" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    renderWithProviders(<Controlled />);
    await userEvent.type(screen.getByLabelText('Phone'), '0205');
    expect(screen.getByLabelText('Phone')).toHaveValue('0205');
  });

  it('takes react-final-form input props', async () => {
    const input = finalFormInput();
    renderWithProviders(<TextField label="Email" input={input} meta={{}} />);
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAttribute('name', 'email');
    await userEvent.type(field, 'a');
    expect(input.onFocus).toHaveBeenCalled();
    expect(input.onChange).toHaveBeenCalled();
    await userEvent.tab();
    expect(input.onBlur).toHaveBeenCalled();
  });

  it.each<[string, FieldMetaLike, string | null]>([
    ['untouched', { error: 'Required' }, null],
    ['touched', { touched: true, error: 'Required' }, 'Required'],
    ['server error', { touched: true, submitError: 'Email taken' }, 'Email taken'],
    ['server error after an edit', { touched: true, submitError: 'Email taken', dirtySinceLastSubmit: true }, null],
  ])('shows the final-form error when %s', (_case, meta, shown) => {
    renderWithProviders(<TextField label="Email" input={finalFormInput()} meta={meta} />);
    if (shown) expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(shown);
    else expect(screen.queryByRole('alert')).toBeNull();
  });
});
