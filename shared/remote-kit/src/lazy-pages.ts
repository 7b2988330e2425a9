import { lazy, type ComponentType } from 'react';

/**
 * The `pages` map a remote exposes, each page its own chunk: loading './pages' brings only this map, and a page's
 * code is fetched when it first renders (the host's slot shows its skeleton meanwhile). Name each import's chunk
 * `page-<id>` (webpackChunkName): the build lists those chunks in page-chunks.json, from which the host's server
 * preloads the current page's files.
 */
export function lazyPages<Id extends string>(
  loaders: Record<Id, () => Promise<ComponentType>>,
  wrap: (page: ComponentType) => ComponentType,
): Record<Id, ComponentType> {
  const pages = {} as Record<Id, ComponentType>;
  for (const id of Object.keys(loaders) as Id[]) {
    pages[id] = wrap(lazy(() => loaders[id]().then((Page) => ({ default: Page }))));
  }
  return pages;
}
