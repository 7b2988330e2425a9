import { fireEvent } from '@testing-library/react';

/**
 * Moves the pointer onto `element`. user-event 14 sends mouseout without a relatedTarget, which React
 * reads as the pointer leaving the window, so a hover menu closes as soon as the pointer moves inside
 * it. This helper enters the element the way a browser reports it. Pair it with
 * `userEvent.setup({ skipHover: true })` so clicks do not move the pointer again. A pointer that moves in sends a
 * mousemove after the mouseenter; hover menus open on that move (use-hover-disclosure).
 */
export function hover(element: Element): void {
  fireEvent.mouseEnter(element);
  fireEvent.mouseMove(element);
}

/** What a browser sends when an element appears under a resting pointer: mouseenter, and no move. */
export function appearUnderPointer(element: Element): void {
  fireEvent.mouseEnter(element);
}
