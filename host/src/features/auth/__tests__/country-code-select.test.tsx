import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { CountryCodeSelect } from '../fields/country-code-select';
import { dialCodeOfCountry } from '@mall/i18n/countries';
import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE, filterCountries } from '../fields/country-options';
import en from '../lang/en.json';

function Harness({ onEscape = () => undefined }: { onEscape?: () => void }) {
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  return (
    <IntlProvider locale="en" messages={en}>
      <div onKeyDown={(event) => event.key === 'Escape' && onEscape()}>
        <CountryCodeSelect value={country} onChange={setCountry} />
        <output aria-label="dial code">{dialCodeOfCountry(country)}</output>
      </div>
    </IntlProvider>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Country code:/ });
const search = () => screen.getByRole('combobox', { name: 'Search country or dial code' });
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('country options', () => {
  it('start on China, +86', () => {
    expect(DEFAULT_DIAL_CODE).toBe(86);
    expect(DEFAULT_COUNTRY).toBe('CN');
  });

  it('match the Chinese name, the English name and the dial code', () => {
    expect(filterCountries('泰国').map((c) => c.code)).toEqual(['TH']);
    expect(filterCountries('laos').map((c) => c.code)).toEqual(['LA']);
    expect(filterCountries('+856').map((c) => c.code)).toEqual(['LA']);
    expect(filterCountries('').length).toBeGreaterThan(200);
  });
});

describe('CountryCodeSelect', () => {
  it('shows the flag and +86 by default and is named by its value', () => {
    render(<Harness />);
    expect(trigger()).toHaveAccessibleName('Country code: China +86');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger().querySelector('.fi.fi-cn')).toBeInTheDocument();
  });

  it('lists flag, Chinese name, English name and dial code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    expect(screen.getByRole('listbox', { name: 'Country code' }).children.length).toBeGreaterThan(200);
    await user.type(search(), 'China');
    // CLDR names Hong Kong and Macao "… SAR China" too: pick China's own entry.
    const china = screen.getByRole('option', { name: /^中国\s*China\s*\+86$/ });
    expect(china).toHaveTextContent('中国');
    expect(china).toHaveTextContent('+86');
    expect(china).toHaveAttribute('aria-selected', 'true');
    expect(china.querySelector('.fi.fi-cn')).toBeInTheDocument();
  });

  it('searches by Chinese name', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.type(search(), '老挝');
    expect(optionNames()).toEqual(['老挝Laos+856']);
    await user.click(screen.getByRole('option', { name: /Laos/ }));
    expect(screen.getByRole('status', { name: 'dial code' })).toHaveTextContent('856');
    expect(trigger()).toHaveAccessibleName('Country code: Laos +856');
  });

  it('searches by English name, case-insensitively', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.type(search(), 'thai');
    expect(optionNames()).toEqual(['泰国Thailand+66']);
  });

  it('searches by dial code, with or without +', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.type(search(), '+33');
    expect(optionNames()).toEqual(['法国France+33']);
    await user.clear(search());
    await user.type(search(), '856');
    expect(optionNames()).toEqual(['老挝Laos+856']);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.type(search(), 'Atlantis');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('No country matches');
  });

  it('works from the keyboard: arrows move, Enter picks, focus returns to the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(search()).toHaveFocus();
    await user.type(search(), 'fr');
    const active = () => document.getElementById(search().getAttribute('aria-activedescendant') ?? '');
    const first = active()?.textContent;
    await user.keyboard('{ArrowDown}');
    expect(active()?.textContent).not.toBe(first);
    await user.keyboard('{ArrowUp}');
    expect(active()?.textContent).toBe(first);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).not.toHaveAccessibleName('Country code: China +86');
  });

  it('Escape closes only the list, not what contains it', async () => {
    const user = userEvent.setup();
    const onEscape = jest.fn();
    render(<Harness onEscape={onEscape} />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onEscape).not.toHaveBeenCalled();
    expect(trigger()).toHaveFocus();
  });
});
