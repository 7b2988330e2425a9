import type { ReactNode } from 'react';
import { MallIntlProvider } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { DocumentLang } from '../components/document-lang';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorPage } from './pages/error-page';
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
