/** The params a route path takes from a path, keyed by name without the colon; null when it does not match. */
export function matchPath(routePath: string, path: string): Record<string, string> | null;

/** The first route whose path takes `path` (without locale prefix, query or hash), with its params. */
export function matchRoute<R extends { readonly path: string }>(
  routes: readonly R[],
  path: string,
): { route: R; params: Record<string, string> } | undefined;
