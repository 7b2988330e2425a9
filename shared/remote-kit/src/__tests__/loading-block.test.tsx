import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { bus, type MallEvents } from '@mall/event-bus';
import { LoadingBlock } from '../components/loading-block';

describe('LoadingBlock', () => {
  it('reports its loading state to the host on the bus while it is on screen', () => {
    const seen: MallEvents['ui/loading'][] = [];
    const unsubscribe = bus.subscribe('ui/loading', (payload) => seen.push(payload), { replay: false });
    const { unmount } = render(
      <IntlProvider locale="en">
        <LoadingBlock />
      </IntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(seen).toEqual([{ id: expect.any(String), loading: true }]);
    unmount();
    expect(seen).toEqual([
      { id: seen[0].id, loading: true },
      { id: seen[0].id, loading: false },
    ]);
    unsubscribe();
  });
});
