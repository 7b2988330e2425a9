import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { PageTitleAnnouncer } from '../page-title-announcer';

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('PageTitleAnnouncer', () => {
  it("reads out each page's title once the shopper has moved to another page, not the first page's", () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        <PageTitleAnnouncer />
      </MemoryRouter>,
    );
    const status = screen.getByTestId('page-title-announcer');
    act(() => bus.publish('ui/pageTitle', { title: 'Mall' }));
    expect(status).toHaveTextContent(/^$/);

    act(() => navigate('/goods_detail/7'));
    act(() => bus.publish('ui/pageTitle', { title: 'Product – Mall' }));
    expect(status).toHaveTextContent('Product – Mall');
    act(() => bus.publish('ui/pageTitle', { title: 'Wireless Headphones – Sound Shop – Mall' }));
    expect(status).toHaveTextContent('Wireless Headphones – Sound Shop – Mall');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-atomic', 'true');
  });
});
