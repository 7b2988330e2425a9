import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long Back keeps trying to reach the remembered position while the page's content is still arriving. */
const RESTORE_MS = 1500;

/**
 * Where the window scrolls when the page changes (declarative routing has no ScrollRestoration of its own):
 * - a new page (a link, a redirect) opens at its top, the top bar showing;
 * - Back and Forward return to where the shopper was on that history entry, waiting for the page to grow tall
 *   enough (a remote's page renders its data a moment later);
 * - a change of the query or hash alone (tabs, filters, sort, pages of a list) leaves the window where it is.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef(location);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // The position of the entry on screen, kept as the shopper scrolls (read before the next page replaces it).
  useEffect(() => {
    const remember = () => positions.current.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = location;
    if (before.key === location.key || before.pathname === location.pathname) return;
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      return;
    }
    const target = positions.current.get(location.key) ?? 0;
    const deadline = performance.now() + RESTORE_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < deadline) frame = requestAnimationFrame(restore);
    };
    restore();
    // The shopper scrolling or leaving stops the attempts.
    const stop = () => cancelAnimationFrame(frame);
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, [location, navigationType]);

  return null;
}
