// The URL → route matching of the storefront, written once: the host's route page preload
// (host/src/remotes/route-page-preload.ts) and the Node static server's per-route preloads (scripts/serve-static.mjs,
// which runs without a build step, hence plain JavaScript with its declarations in match-path.d.mts). It matches as the
// storefront's router does with the route table's paths: segment by segment, `:name` takes any one segment, a
// trailing `*` takes the rest (none included), and other segments compare without regard to case (react-router's
// default). Not react-router's matchPath: the host's production shared module of react-router had none ("matchPath
// is not a function"), and the server has no router.

/** A path's segments: "/goods_detail/12/" → ["goods_detail", "12"]. */
const segments = (path) => path.split('/').filter(Boolean);

/**
 * The params `routePath` takes from `path` (a path without locale prefix, query or hash), keyed by name without the
 * colon (`{ id: "12" }` for `/goods_detail/:id`), or null when it does not match.
 */
export function matchPath(routePath, path) {
  const pattern = segments(routePath);
  const parts = segments(path);
  const splat = pattern.at(-1) === '*';
  if (splat) pattern.pop();
  if (splat ? parts.length < pattern.length : parts.length !== pattern.length) return null;
  const params = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const segment = pattern[i];
    if (segment.startsWith(':')) params[segment.slice(1)] = parts[i];
    else if (segment.toLowerCase() !== parts[i].toLowerCase()) return null;
  }
  return params;
}

/** The first route of `routes` (the route table's order) whose path takes `path`, with its params; else undefined. */
export function matchRoute(routes, path) {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return undefined;
}
