import { stripLocale } from '@mall/i18n';
import { ROUTES, matchRoute } from '@mall/routes';
import { REMOTE_LOADERS } from './loaders';
import { preloadRemotePage } from './remote-pages';

/**
 * Starts loading the remote page the URL `pathname` shows (the route table's owner and page id), while the shell
 * starts: its files are already fetched (the server preloads them), so what this saves is their running — the
 * remote's entry, its pages module, the page's chunk — which otherwise began only when the shell's first render
 * reached the page's slot, and the page's own render in a later pass (docs/serving.md, "The route's page in the shell's
 * first render"). A host page or an unknown path loads nothing.
 */
export function preloadRoutePage(pathname: string): void {
  // The route table's own matcher (shared/routes/src/match-path.mjs), as the static server's preloads use it.
  const route = matchRoute(ROUTES, stripLocale(pathname).path.replace(/[?#].*$/, ''))?.route;
  if (!route || route.remote === 'host') return;
  preloadRemotePage(route.remote, REMOTE_LOADERS[route.remote], route.page);
}
