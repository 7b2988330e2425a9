import type { ReactNode } from 'react';
import { MallIntlProvider } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { DocumentLang } from './document-lang';
import { ErrorBoundary } from './error-boundary';
import { ErrorPage } from './error-page';
import { hostMessages } from './messages';

/** What the whole shell runs inside: theme, the host's messages, and a last-resort error boundary. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MallThemeProvider>
      <MallIntlProvider messages={hostMessages}>
        <DocumentLang />
        <ErrorBoundary fallback={() => <ErrorPage status={500} />}>{children}</ErrorBoundary>
      </MallIntlProvider>
    </MallThemeProvider>
  );
}
