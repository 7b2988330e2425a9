import { Outlet } from 'react-router-dom';
import { ShellLayout } from '../layout/shell-layout';
import { LocaleSync } from './locale-sync';
import { PageTitleAnnouncer } from './page-title-announcer';
import { ScrollMemory } from './scroll-memory';
import { ServedHead } from './served-head';
import { LoadingBarStyles, useNavigationProgress, useRemoteLoadingStates } from './navigation-progress';

/** The root route: every page renders inside the shell (header, footer, login dialog). */
export function RootLayout() {
  useNavigationProgress();
  useRemoteLoadingStates();
  return (
    <>
      <ScrollMemory />
      <PageTitleAnnouncer />
      <ServedHead />
      <LocaleSync />
      <LoadingBarStyles />
      <ShellLayout>
        <Outlet />
      </ShellLayout>
    </>
  );
}
