import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabPanel, Tabs } from '../components/tabs';
import { renderWithProviders } from './render-with-providers';

const items = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'code', label: 'Code', disabled: true },
  { value: 'guest', label: 'Guest' },
];

function Harness() {
  const [value, setValue] = useState('email');
  return (
    <>
      <Tabs id="login" label="Sign-in method" items={items} value={value} onChange={setValue} />
      <TabPanel tabsId="login" value={value}>
        Panel {value}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('exposes a named tab list with the selected tab and its panel', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sign-in method' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Email' })).toHaveTextContent('Panel email');
  });

  it('selects on click', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Phone' })).toHaveTextContent('Panel phone');
  });

  it('moves with arrow keys, Home and End, skipping disabled tabs', async () => {
    renderWithProviders(<Harness />);
    screen.getByRole('tab', { name: 'Email' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Guest' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves only the selected tab in the Tab order', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('tabindex', '-1');
  });
});
