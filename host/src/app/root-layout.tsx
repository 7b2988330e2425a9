import { Outlet } from 'react-router-dom';
import { LoginDialogOnDemand } from '../features/auth/dialog/login-dialog-on-demand';
import { loadUserDropdown } from '../layout/account-menu/load-user-dropdown';
import { ShellLayout } from '../layout/shell-layout';
import { LocaleSync } from '../session/locale-sync';
import { PageTitleAnnouncer } from '../components/page-title-announcer';
import { ScrollMemory } from '../components/scroll-memory';
import { ServedHead } from '../components/served-head';
import { LoadingBarStyles, useNavigationProgress, useRemoteLoadingStates } from '../components/navigation-progress';

/**
 * The root route: every page renders inside the shell (header, footer), with the sign-in dialog the app mounts in it
 * (opened by `auth/loginRequested`; its first request prefetches the account menu the sign-in ends on).
 */
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
      <ShellLayout dialogs={<LoginDialogOnDemand onFirstRequest={loadUserDropdown} />}>
        <Outlet />
      </ShellLayout>
    </>
  );
}
