import { css } from '@emotion/react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { theme, visuallyHidden } from '@mall/ui-theme';
import { ErrorBoundary } from '../components/error-boundary';
import { useFirstScreenLeftBehind } from '../components/first-screen';
import { SessionProvider } from '../session/session-provider';
import { CategoryNav } from './category-nav/category-nav';
import { EdgeWidget } from './edge-widget/edge-widget';
import { HomeDataProvider } from '../site-data/home-data-provider';
import { OnlineBanner } from './notices/online-banner';
import { PlatformChatConfig } from './edge-widget/platform-chat-config';
import { SideWindow } from './edge-widget/side-window';
import { SiteHeader } from './header/site-header';
import { ToastArea } from './notices/toast-area';
import { TopBar } from './header/top-bar';

// The footer starts below the fold (main is at least a screen tall), so its code is not in the first script: it is
// fetched when its place scrolls into view (at once where the browser has no
// IntersectionObserver). Its place is held at about its height meanwhile; a footer that could not load leaves the
// page as it is. The chat settings cookie it used to write is written by PlatformChatConfig, on every page at once.
const SiteFooter = lazy(() => import('./footer/site-footer').then((m) => ({ default: m.SiteFooter })));

const footerPlace = css({ minHeight: 220 });

function SiteFooterOnDemand() {
  const placeRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const place = placeRef.current;
    if (near || !place) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);
  const place = <div ref={placeRef} css={footerPlace} />;
  if (!near) return place;
  return (
    <ErrorBoundary fallback={() => place} onError={() => undefined}>
      <Suspense fallback={place}>
        <SiteFooter />
      </Suspense>
    </ErrorBoundary>
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
 * floating side window and edge widget, the offline banner and toasts, and the dialogs the app mounts in it
 * (`dialogs`: the sign-in dialog, which the layout never imports). It owns the session (token check on mount, logout)
 * and the home data (logo, currency, contacts), so the dialogs run inside both.
 */
export function ShellLayout({ children, dialogs }: { children?: ReactNode; dialogs?: ReactNode }) {
  const intl = useIntl();
  // The server's first screen (home, product) goes when the shopper leaves its page before the hand-over.
  useFirstScreenLeftBehind(useLocation().pathname);
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
          <SiteFooterOnDemand />
          <PlatformChatConfig />
          <SideWindow />
          <EdgeWidget />
          <ToastArea />
          {dialogs}
        </div>
      </HomeDataProvider>
    </SessionProvider>
  );
}
