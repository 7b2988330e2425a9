import { Global } from '@emotion/react';
import 'nprogress/nprogress.css';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LOADING_BAR, settleLoading, startLoading } from './loading-bar';

const barStyles = {
  '#nprogress .bar': { background: LOADING_BAR.color },
  '#nprogress .peg': { boxShadow: `0 0 10px ${LOADING_BAR.color}, 0 0 5px ${LOADING_BAR.color}` },
};

/**
 * Drives the loading bar from the root route: it starts when the route or its params change and settles after
 * the commit unless a loading state below is still shown (that one settles it when it goes away).
 * Called from the root layout so its passive effect runs after every page's effects.
 */
export function useNavigationProgress(): void {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    startLoading();
  }, [pathname, search]);
  useEffect(() => {
    settleLoading();
  }, [pathname, search]);
}

/** The bar in the brand colour. */
export function LoadingBarStyles() {
  return <Global styles={barStyles} />;
}
