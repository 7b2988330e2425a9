import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { bus, type MallBus } from '@mall/event-bus';
import { firstScreen, firstScreenPage, onFirstUrl, pagePictureReady, removeFirstScreen } from '../lib/first-screen';

/**
 * The hand-over from the server's first screen to the route's page (a remote's page `page`), in RemoteSlot. The first
 * screen goes as soon as it cannot match: another page than it was written for, another URL (the shopper navigated),
 * or the remote failed (`FirstScreenGone` in the error fallback). Otherwise it stays until the page has drawn: its
 * code is here (`pageMounted`), none of its loading states (`ui/loading`) is left, and its largest picture is decoded
 * — the same file, so the swap shows nothing — and is then removed. A page that ends on an error or without a
 * picture has nothing to wait for: removed then. Returns `pageMounted`, to call once the page has rendered.
 */
export function useFirstScreenHandOver(page: string, source: MallBus = bus): () => void {
  const state = useRef({ mounted: false, loading: new Set<string>(), waiting: false });

  const settle = useCallback(() => {
    const { mounted, loading, waiting } = state.current;
    if (!mounted || loading.size > 0 || waiting || !firstScreen()) return;
    state.current.waiting = true;
    // The page's own place: <main> of the shell (the first screen itself is outside it, after #root).
    const root = document.querySelector('main');
    void (root ? pagePictureReady(root) : Promise.resolve()).then(() => {
      state.current.waiting = false;
      // A loading state that began meanwhile (the page asked for more) is waited for as well.
      if (state.current.loading.size === 0) removeFirstScreen();
    });
  }, []);

  useLayoutEffect(() => {
    if (!firstScreen()) return undefined;
    if (firstScreenPage() !== page || !onFirstUrl()) {
      removeFirstScreen();
      return undefined;
    }
    const { loading } = state.current;
    const unsubscribe = source.subscribe(
      'ui/loading',
      ({ id, loading: on }) => {
        if (on) loading.add(id);
        else if (loading.delete(id)) settle();
      },
      { replay: false },
    );
    return () => {
      unsubscribe();
      // Another page or URL now: this first screen is not its (a remount on the same URL keeps it).
      if (!onFirstUrl()) removeFirstScreen();
    };
  }, [page, settle, source]);

  return useCallback(() => {
    state.current.mounted = true;
    settle();
  }, [settle]);
}

/** Rendered where the route's page could not be drawn (its remote failed): the first screen goes with it. */
export function FirstScreenGone(): null {
  useLayoutEffect(() => removeFirstScreen(), []);
  return null;
}

/** The shopper navigated elsewhere before the hand-over (a host page, another remote's): no first screen there. */
export function useFirstScreenLeftBehind(pathname: string): void {
  useEffect(() => {
    if (!onFirstUrl()) removeFirstScreen();
  }, [pathname]);
}
