import { reloadForStaleChunk } from '../../lib/chunk-reload';
import { ErrorPage } from './error-page';
import { LoadingState } from '../../components/loading-state';

/** What an error below a route shows: a stale chunk reloads the page (once a minute at most), the rest the error page. */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (reloadForStaleChunk(error)) return <LoadingState />;
  console.error(error);
  return <ErrorPage status={500} />;
}
