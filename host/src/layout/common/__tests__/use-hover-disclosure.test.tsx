import { fireEvent, render, screen } from '@testing-library/react';
import { useHoverDisclosure } from '../use-hover-disclosure';
import { appearUnderPointer, hover } from '../../../testing/pointer';

function Menu() {
  const { open, setOpen, onTriggerClick, containerProps, triggerRef } = useHoverDisclosure<HTMLButtonElement>();
  return (
    <div data-testid="menu" {...containerProps}>
      <button ref={triggerRef} type="button" aria-expanded={open} onClick={onTriggerClick}>
        Account
      </button>
      {open && (
        <button type="button" onClick={() => setOpen(false)}>
          My orders
        </button>
      )}
    </div>
  );
}

describe('useHoverDisclosure', () => {
  it('opens when the pointer moves over it, not when it appears under a resting pointer', () => {
    render(<Menu />);
    const menu = screen.getByTestId('menu');
    appearUnderPointer(menu);
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
    hover(menu);
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays closed after an entry closed it until the pointer leaves and comes back', () => {
    render(<Menu />);
    const menu = screen.getByTestId('menu');
    hover(menu);
    fireEvent.click(screen.getByRole('button', { name: 'My orders' }));
    expect(screen.queryByRole('button', { name: 'My orders' })).not.toBeInTheDocument();
    fireEvent.mouseMove(menu); // a move inside without leaving: still closed
    expect(screen.queryByRole('button', { name: 'My orders' })).not.toBeInTheDocument();
    fireEvent.mouseLeave(menu);
    hover(menu);
    expect(screen.getByRole('button', { name: 'My orders' })).toBeInTheDocument();
  });
});
