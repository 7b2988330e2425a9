import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reloadForStaleChunk } from './chunk-reload';
import { ErrorPage } from './error-page';
import { LoadingState } from './loading-state';

/** errorElement of the routes: a stale chunk reloads the page (once a minute at most), the rest show the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (reloadForStaleChunk(error)) return <LoadingState />;
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  console.error(error);
  return <ErrorPage status={500} />;
}
