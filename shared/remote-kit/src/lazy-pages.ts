import { createElement, type ComponentType } from 'react';
import { markSettled, type Settled } from './settled';

/** Set by the build (shared/build-config: MF_BUILD_VERSION, else the app's package.json version). */
declare const __MALL_BUILD_VERSION__: string | undefined;

/** The version of the build this code belongs to; `dev` outside a webpack build (tests). */
const BUILD_VERSION = typeof __MALL_BUILD_VERSION__ === 'string' ? __MALL_BUILD_VERSION__ : 'dev';

/** A remote's pages by id, each loaded on first use: a dynamic import whose chunk is named `page-<id>`. */
export type PageLoaders<Id extends string> = Record<Id, () => Promise<ComponentType>>;

/**
 * A page of a remote's `pages` map. `preload` starts fetching and running its chunk before it renders (the host calls
 * it for the page the URL names while its shell starts: docs/serving.md, "The route's page in the shell's first
 * render"); once that is done the page renders at once, without suspending. A host that does not call it loses
 * nothing: the page loads on its first render, as before.
 */
export type RemotePage = ComponentType & { preload?: () => Promise<unknown> };

/**
 * The `pages` map a remote exposes, each page its own chunk: loading './pages' brings only this map, and a page's
 * code is fetched when it is preloaded or first renders (the host's slot shows its skeleton meanwhile). Name each
 * import's chunk `page-<id>` (webpackChunkName): the build lists those chunks in page-chunks.json, from which the
 * host's server preloads the current page's files. Each page sits in an element that takes no box
 * (`display: contents`) and says which build of the remote drew it: `data-remote-version`
 * (docs/deploying-a-remote.md, "Verify").
 */
export function lazyPages<Id extends string>(
  loaders: PageLoaders<Id>,
  wrap: (page: ComponentType) => ComponentType,
): Record<Id, RemotePage> {
  const pages = {} as Record<Id, RemotePage>;
  for (const id of Object.keys(loaders) as Id[]) {
    // One load per page (a failed one is kept, as React.lazy keeps it: the slot's error boundary shows it).
    let request: Settled<ComponentType> | undefined;
    const load = (): Settled<ComponentType> => (request ??= markSettled(loaders[id]()));
    // Like React.lazy (and suspending as it does, by throwing the pending import), but a page whose code is already
    // here renders in the same pass as its slot: React.lazy suspends on its first render whatever the state of its import.
    const Page: ComponentType = () => {
      const request = load();
      if (request.status === 'fulfilled') return createElement(request.value!);
      if (request.status === 'rejected') throw request.reason;
      throw request;
    };
    const Versioned: ComponentType = () =>
      createElement('div', { 'data-remote-version': BUILD_VERSION, style: { display: 'contents' } }, createElement(Page));
    const page: RemotePage = wrap(Versioned);
    page.preload = () => load();
    pages[id] = page;
  }
  return pages;
}
