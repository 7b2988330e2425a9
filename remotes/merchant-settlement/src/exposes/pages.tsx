import { lazyPages } from '@mall/remote-kit';
import { remote } from '../app/remote';
import { pageLoaders } from '../app/routes';

/**
 * The only module this remote exposes ('./pages'): page id → page, already inside the remote's providers. Each
 * page is its own chunk (page-<id>, app/routes.tsx), fetched when the host first shows it.
 */
export const pages = lazyPages(pageLoaders, remote.withProviders);
