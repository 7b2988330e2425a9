import { css } from '@emotion/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { bus } from '@mall/event-bus';
import { defineMessages, useIntl } from 'react-intl';
import { theme, visuallyHidden } from '@mall/ui-theme';
import { SessionProvider } from '../session/session-provider';
import { CategoryNav } from './category-nav';
import { EdgeWidget } from './edge-widget';
import { HomeDataProvider } from './home-data-provider';
import { OnlineBanner } from './online-banner';
import { SideWindow } from './side-window';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ToastArea } from './toast-area';
import { TopBar } from './top-bar';

// The dialog (forms, country data, flags: ~27 KB compressed) loads in its own chunk only when a sign-in is first
// asked for; until then a small listener holds its place. A request published before that listener mounts is
// held by the bus for its first subscriber.
const LoginDialog = lazy(() =>
  import('../features/auth/localized-login-dialog').then((m) => ({ default: m.LocalizedLoginDialog })),
);

function LoginDialogOnDemand() {
  const [request, setRequest] = useState<{ tourist?: boolean }>();
  useEffect(() => {
    if (request) return undefined;
    const stop = bus.subscribe('auth/loginRequested', (payload) => setRequest(payload ?? {}));
    return stop;
  }, [request]);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog initialRequest={request} />
    </Suspense>
  );
}

const messages = defineMessages({
  skip: { id: 'host.ShellLayout.skip', defaultMessage: 'Skip to main content', description: 'Skip link at the very top of the page' },
});

const MAIN_ID = 'main-content';

const page = css({ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: theme.colors.background });

const skipLink = css([
  visuallyHidden,
  {
    '&:focus': {
      position: 'fixed',
      top: theme.space.sm,
      left: theme.space.sm,
      zIndex: theme.zIndex.toast,
      width: 'auto',
      height: 'auto',
      margin: 0,
      padding: `${theme.space.sm} ${theme.space.md}`,
      clip: 'auto',
      background: theme.colors.surface,
      color: theme.colors.brandStrong,
    },
  },
]);

// At least a screen tall: the footer starts below the fold and a page that arrives later never pushes it
// (or anything else in view) down.
const main = css({ flex: 1, minHeight: '100vh', '&:focus': { outline: 'none' } });

/**
 * The storefront frame around every page: top bar, header, category band, the page, footer, the
 * floating side window and edge widget, the offline banner, toasts and the login dialog. It owns the
 * session (token check on mount, logout) and the home data (logo, currency, contacts).
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <SessionProvider>
      <HomeDataProvider>
        <div css={page}>
          <a href={`#${MAIN_ID}`} css={skipLink}>
            {intl.formatMessage(messages.skip)}
          </a>
          <OnlineBanner />
          <TopBar />
          <SiteHeader />
          <CategoryNav />
          <main id={MAIN_ID} tabIndex={-1} css={main}>
            {children}
          </main>
          <SiteFooter />
          <SideWindow />
          <EdgeWidget />
          <ToastArea />
          <LoginDialogOnDemand />
        </div>
      </HomeDataProvider>
    </SessionProvider>
  );
}
