import { createElement, lazy, type ComponentType } from 'react';

/** Set by the build (shared/build-config: MF_BUILD_VERSION, else the app's package.json version). */
declare const __MALL_BUILD_VERSION__: string | undefined;

/** The version of the build this code belongs to; `dev` outside a webpack build (tests). */
const BUILD_VERSION = typeof __MALL_BUILD_VERSION__ === 'string' ? __MALL_BUILD_VERSION__ : 'dev';

/** A remote's pages by id, each loaded on first use: a dynamic import whose chunk is named `page-<id>`. */
export type PageLoaders<Id extends string> = Record<Id, () => Promise<ComponentType>>;

/**
 * The `pages` map a remote exposes, each page its own chunk: loading './pages' brings only this map, and a page's
 * code is fetched when it first renders (the host's slot shows its skeleton meanwhile). Name each import's chunk
 * `page-<id>` (webpackChunkName): the build lists those chunks in page-chunks.json, from which the host's server
 * preloads the current page's files. Each page sits in an element that takes no box (`display: contents`) and
 * says which build of the remote drew it: `data-remote-version` (docs/deploying-a-remote.md, "Verify").
 */
export function lazyPages<Id extends string>(
  loaders: PageLoaders<Id>,
  wrap: (page: ComponentType) => ComponentType,
): Record<Id, ComponentType> {
  const pages = {} as Record<Id, ComponentType>;
  for (const id of Object.keys(loaders) as Id[]) {
    const Page = lazy(() => loaders[id]().then((Loaded) => ({ default: Loaded })));
    const Versioned: ComponentType = () =>
      createElement('div', { 'data-remote-version': BUILD_VERSION, style: { display: 'contents' } }, createElement(Page));
    pages[id] = wrap(Versioned);
  }
  return pages;
}
