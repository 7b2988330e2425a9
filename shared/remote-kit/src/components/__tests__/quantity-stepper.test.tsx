import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MallIntlProvider, setLocale } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { clampQuantity, quantityLimit, QuantityStepper } from '../quantity-stepper';

// The stepper's texts are the common catalogue's (quantity.*), so no app messages are needed.
const Providers = ({ children }: { children: ReactNode }) => (
  <MallThemeProvider withGlobalStyles={false}>
    <MallIntlProvider messages={{}}>{children}</MallIntlProvider>
  </MallThemeProvider>
);

afterEach(() => act(() => setLocale('en')));

function Harness({ stock, cap, name, initial = 1 }: { stock: number; cap?: number; name?: string; initial?: number }) {
  const [value, setValue] = useState(initial);
  const max = quantityLimit(stock, cap, 99);
  return (
    <Providers>
      <QuantityStepper value={value} max={max} perOrderCap={cap} name={name} onChange={setValue} />
      <p>{`chosen: ${value}`}</p>
    </Providers>
  );
}

describe('quantity limits', () => {
  it('takes the smallest of stock, the API cap and the request ceiling, never below 1', () => {
    expect(quantityLimit(50, 20, 99)).toBe(20);
    expect(quantityLimit(12, 20, 99)).toBe(12);
    expect(quantityLimit(500, undefined, 99)).toBe(99);
    expect(quantityLimit(500, 300, 99)).toBe(99);
    expect(quantityLimit(0, 20, 99)).toBe(1);
    expect(quantityLimit(Number.NaN, 20, 999)).toBe(1);
  });

  it('brings typed values into 1..max', () => {
    expect(clampQuantity(25, 20)).toBe(20);
    expect(clampQuantity(0, 20)).toBe(1);
    expect(clampQuantity(3.7, 20)).toBe(3);
    expect(clampQuantity(Number.NaN, 20)).toBe(1);
  });
});

describe('QuantityStepper', () => {
  it('stops at the per-order cap below the stock and says why, in the shopper’s language', async () => {
    const user = userEvent.setup();
    render(<Harness stock={50} cap={3} initial={2} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('At most 3 per order');
    // Typing more keeps the cap.
    await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '40');
    expect(screen.getByText('chosen: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await act(() => setLocale('fr'));
    await user.click(await screen.findByRole('button', { name: 'Augmenter la quantité' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 au plus par commande');
  });

  it('stops at the stock without a note when the stock is the lower bound', async () => {
    const user = userEvent.setup();
    render(<Harness stock={2} cap={20} />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('names a cart line in its controls', async () => {
    const user = userEvent.setup();
    render(<Harness stock={9} name="Teapot (White)" initial={2} />);
    await user.click(screen.getByRole('button', { name: 'One less Teapot (White)' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of Teapot (White)' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'One less Teapot (White)' })).toBeDisabled();
  });
});
