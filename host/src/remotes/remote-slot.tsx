import { Suspense, use, useCallback, useEffect, useState, type ErrorInfo } from 'react';
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

function RemotePage({ remote, load, page }: RemotePageProps) {
  const { pages } = use(remotePages(remote, load));
  const Page = pages[page];
  if (!Page) throw new RemoteUnavailableError(remote, new Error(`${remote} has no page "${page}"`));
  return <Page />;
}

function reportError(error: unknown, info: ErrorInfo): void {
  // A chunk of a remote that was redeployed while this tab was open: a reload picks up the new version.
  if (reloadForStaleChunk(error)) return;
  console.error(error, info.componentStack);
}

/**
 * Where a remote's page renders: a skeleton shaped like the page while its code arrives, and an error boundary whose
 * translated message and Retry button replace only this slot when the remote cannot be loaded.
 */
export function RemoteSlot({ remote, load, page }: RemotePageProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);

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
      fallback={() => <RemoteError onRetry={retry} />}
    >
      <Suspense fallback={<PageSkeleton shape={skeletonOf(page)} />}>
        <RemotePage remote={remote} load={load} page={page} />
      </Suspense>
    </ErrorBoundary>
  );
}
