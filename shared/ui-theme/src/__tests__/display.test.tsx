import { useTheme } from '@emotion/react';
import { screen } from '@testing-library/react';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Price } from '../components/price';
import { Spinner } from '../components/spinner';
import { StarRating } from '@mall/ui-theme/star-rating';
import { theme } from '../theme';
import { renderWithProviders } from './render-with-providers';

describe('StarRating', () => {
  it('is one image named by the score', () => {
    renderWithProviders(<StarRating value={3.5} />);
    const rating = screen.getByRole('img', { name: 'Rated 3.5 out of 5' });
    const fills = [...rating.children].map((star) => star.getAttribute('data-fill'));
    expect(fills).toEqual(['1', '1', '1', '0.5', '0']);
  });

  it('clamps out-of-range scores and translates its name', async () => {
    renderWithProviders(<StarRating value={9} />, { locale: 'th' });
    expect(await screen.findByRole('img', { name: 'คะแนน 5 จาก 5' })).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('announces the common loading text in the active language', async () => {
    renderWithProviders(<Spinner />, { locale: 'zh-CN' });
    expect(await screen.findByRole('status')).toHaveTextContent('加载中…');
  });

  it('takes its own label', () => {
    renderWithProviders(<Spinner label="Paying" />);
    expect(screen.getByRole('status')).toHaveTextContent('Paying');
  });
});

describe('EmptyState', () => {
  it('shows the common title by default and an action', async () => {
    renderWithProviders(<EmptyState action={<a href="/">Home</a>} />, { locale: 'lao' });
    expect(await screen.findByRole('heading', { name: 'ຍັງບໍ່ມີຂໍ້ມູນ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows a given title and description', () => {
    renderWithProviders(<EmptyState title="Your cart is empty" description="Add something you like" />);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText('Add something you like')).toBeInTheDocument();
  });
});

describe('Price', () => {
  it('shows the formatted price and strikes the former one', () => {
    renderWithProviders(<Price value="€12.00" original="€15.00" />);
    expect(screen.getByText('€12.00')).toBeInTheDocument();
    expect(screen.getByText('€15.00').tagName).toBe('DEL');
  });
});

describe('MallThemeProvider', () => {
  it('provides the tokens', () => {
    let seen: unknown;
    function Probe() {
      seen = useTheme();
      return null;
    }
    renderWithProviders(<Probe />);
    expect(seen).toEqual(theme);
    expect(theme.colors.brand).toBe('#e93323');
    expect(theme.layout).toEqual({
      pageWidth: 1200,
      categoryPanelHeight: 480,
      headerFixThreshold: 120,
      narrow: '@media (max-width: 640px)',
    });
  });
});
