import { stripLocale } from '@mall/i18n';
import { ROUTES } from '@mall/routes';
import { REMOTE_LOADERS } from './loaders';
import { preloadRemotePage } from './remote-pages';

/**
 * Whether a route table path (`/goods_detail/:id`, a trailing `*`) takes the URL's segments, as the router matches it
 * (not react-router's matchPath: in the production build the host's shared react-router module had none, 'matchPath is
 * not a function'; the static server matches the same way, scripts/serve-static.mjs routeForPath).
 */
function matches(path: string, parts: readonly string[]): boolean {
  const pattern = path.split('/').filter(Boolean);
  const splat = pattern.at(-1) === '*';
  if (splat) pattern.pop();
  if (splat ? parts.length < pattern.length : parts.length !== pattern.length) return false;
  return pattern.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === parts[i].toLowerCase());
}

/**
 * Starts loading the remote page the URL `pathname` shows (the route table's owner and page id), while the shell
 * starts: its files are already fetched (the server preloads them), so what this saves is their running — the
 * remote's entry, its pages module, the page's chunk — which otherwise began only when the shell's first render
 * reached the page's slot, and the page's own render in a later pass (docs/serving.md, "The route's page in the shell's
 * first render"). A host page or an unknown path loads nothing.
 */
export function preloadRoutePage(pathname: string): void {
  const parts = (stripLocale(pathname).path.replace(/[?#].*$/, '') || '/').split('/').filter(Boolean);
  const route = ROUTES.find((entry) => matches(entry.path, parts));
  if (!route || route.remote === 'host') return;
  preloadRemotePage(route.remote, REMOTE_LOADERS[route.remote], route.page);
}
