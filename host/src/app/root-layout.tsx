import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { ShellLayout } from '../layout/shell-layout';
import { LocaleSync } from './locale-sync';
import { LoadingBarStyles, useNavigationProgress, useRemoteLoadingStates } from './navigation-progress';

/**
 * Scroll positions are kept per page (path): a new page opens at its top (the top bar showing), Back returns where
 * the shopper was, and a change of the query alone (tabs, filters, sort) leaves the page where it is.
 */
const scrollKey = (location: Location) => location.pathname;

/** The root route: every page renders inside the shell (header, footer, login dialog). */
export function RootLayout() {
  useNavigationProgress();
  useRemoteLoadingStates();
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <LocaleSync />
      <LoadingBarStyles />
      <ShellLayout>
        <Outlet />
      </ShellLayout>
    </>
  );
}
