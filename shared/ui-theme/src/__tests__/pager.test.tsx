import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from '@mall/ui-theme/pager';
import { renderWithProviders } from './render-with-providers';

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderWithProviders(<Pager total={20} pageSize={20} page={1} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('marks the current page and disables Previous on the first', () => {
    renderWithProviders(<Pager total={45} pageSize={20} page={1} onChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('asks for the chosen, previous and next page', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Pager total={100} pageSize={10} page={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange.mock.calls).toEqual([[7], [4], [6]]);
  });

  it('disables Next on the last page', () => {
    renderWithProviders(<Pager total={30} pageSize={10} page={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('speaks the shopper language', async () => {
    renderWithProviders(<Pager total={30} pageSize={10} page={2} onChange={jest.fn()} />, { locale: 'fr' });
    expect(await screen.findByRole('button', { name: 'Précédent' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('ends at the last page the list lets a shopper reach, not the last of the total', () => {
    // 100,000 products, 20 a page, a server that pages through its first 10,000: 500 pages, not 5,000.
    renderWithProviders(<Pager total={100000} pageSize={20} page={500} reachablePages={500} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Page 500' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 501' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page 5000' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
