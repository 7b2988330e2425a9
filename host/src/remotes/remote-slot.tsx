import { Suspense, use, useCallback, useEffect, useState, type ErrorInfo } from 'react';
import { FirstScreenGone, useFirstScreenHandOver } from '../components/first-screen';
import { useLocation } from 'react-router-dom';
import { reloadForStaleChunk } from '../lib/chunk-reload';
import { ErrorBoundary } from '../components/error-boundary';
import { PageSkeleton, skeletonOf } from '../components/page-skeleton';
import { RemoteError } from './remote-error';
import { forgetFailedRemote, remotePages, type RemoteLoader } from './remote-pages';
import { RemoteUnavailableError } from '../lib/remote-unavailable-error';

interface RemotePageProps {
  remote: string;
  load: RemoteLoader;
  page: string;
}

function RemotePage({ remote, load, page, onMounted }: RemotePageProps & { onMounted: () => void }) {
  const { pages } = use(remotePages(remote, load));
  const Page = pages[page];
  if (!Page) throw new RemoteUnavailableError(remote, new Error(`${remote} has no page "${page}"`));
  // After the page's own effects (its loading states are announced by then): the first screen's hand-over may start.
  useEffect(() => onMounted(), [onMounted]);
  return <Page />;
}

function reportError(error: unknown, info: ErrorInfo): void {
  // A chunk of a remote that was redeployed while this tab was open: a reload picks up the new version.
  if (reloadForStaleChunk(error)) return;
  console.error(error, info.componentStack);
}

/**
 * Where a remote's page renders: a skeleton shaped like the page while its code arrives (under the server's first
 * screen on home and product pages, which stays until the page has drawn: components/first-screen.tsx), and an error
 * boundary whose translated message and Retry button replace only this slot when the remote cannot be loaded.
 */
export function RemoteSlot({ remote, load, page }: RemotePageProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const pageMounted = useFirstScreenHandOver(page);

  // Leaving the page forgets a failed remote, so coming back asks it again.
  useEffect(() => () => forgetFailedRemote(remote), [remote]);

  const retry = useCallback(() => {
    forgetFailedRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    <ErrorBoundary
      resetKey={`${remote}:${page}:${pathname}:${attempt}`}
      onError={reportError}
      fallback={() => (
        <>
          <FirstScreenGone />
          <RemoteError onRetry={retry} />
        </>
      )}
    >
      <Suspense fallback={<PageSkeleton shape={skeletonOf(page)} />}>
        <RemotePage remote={remote} load={load} page={page} onMounted={pageMounted} />
      </Suspense>
    </ErrorBoundary>
  );
}
