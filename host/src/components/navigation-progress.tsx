import { Global } from '@emotion/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { bus, type MallBus } from '@mall/event-bus';
import { LOADING_BAR, holdLoading, settleLoading, startLoading } from '../lib/loading-bar';

// nprogress's own stylesheet (nprogress.css, without the spinner the bar never shows) in the brand colour. Written
// here rather than imported: a CSS import put style-loader's runtime and the whole file in the first script.
const barStyles = {
  '#nprogress': { pointerEvents: 'none' },
  '#nprogress .bar': {
    background: LOADING_BAR.color,
    position: 'fixed',
    zIndex: 1031,
    top: 0,
    left: 0,
    width: '100%',
    height: 2,
  },
  '#nprogress .peg': {
    display: 'block',
    position: 'absolute',
    right: 0,
    width: 100,
    height: '100%',
    boxShadow: `0 0 10px ${LOADING_BAR.color}, 0 0 5px ${LOADING_BAR.color}`,
    opacity: 1,
    transform: 'rotate(3deg) translate(0px, -4px)',
  },
} as const;

/**
 * Drives the loading bar from the root route: it starts when the route or its params change and settles after
 * the commit unless a loading state below is still shown (that one settles it when it goes away).
 * The first page of a visit starts none: its skeleton is its loading state (as the original storefront's first
 * page came with no bar), and the bar's timer ticks would be main-thread work while that page's code and data load.
 * Called from the root layout so its passive effect runs after every page's effects.
 */
export function useNavigationProgress(): void {
  const { pathname, search } = useLocation();
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    startLoading();
  }, [pathname, search]);
  useEffect(() => {
    settleLoading();
  }, [pathname, search]);
}

/**
 * Holds the loading bar for every loading state a remote reports on the bus (`ui/loading`, published by
 * remote-kit's `LoadingBlock` and `useLoadingBar`): a navigation inside an already-loaded remote that waits for data
 * keeps its bar until the data is there. Subscribed in a layout effect, before any page's passive effect publishes.
 */
export function useRemoteLoadingStates(source: MallBus = bus): void {
  useLayoutEffect(() => {
    const releases = new Map<string, () => void>();
    const unsubscribe = source.subscribe(
      'ui/loading',
      ({ id, loading }) => {
        if (loading) {
          if (!releases.has(id)) releases.set(id, holdLoading());
          return;
        }
        releases.get(id)?.();
        releases.delete(id);
      },
      { replay: false },
    );
    return () => {
      unsubscribe();
      for (const release of releases.values()) release();
    };
  }, [source]);
}

/** The bar in the brand colour. */
export function LoadingBarStyles() {
  return <Global styles={barStyles} />;
}
