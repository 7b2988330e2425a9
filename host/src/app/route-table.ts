import routeData from '../../public/route-table.json';
import type { RemoteName } from './runtime-config';

export type HostPageId = 'privacyAgreement' | 'callbackTwitter' | 'qrLogin';

/** A route the host renders itself. */
export interface HostRouteEntry {
  path: string;
  remote: 'host';
  page: HostPageId;
}

/** A route whose page comes from a remote's exposed `pages` map. */
export interface RemoteRouteEntry {
  path: string;
  remote: RemoteName;
  page: string;
  /**
   * The API reads the page starts with, `:params` from the path (e.g. the product detail): the host's server
   * preloads them for an anonymous visitor, so the answer is on its way while the page's code loads.
   */
  data?: string[];
}

export type RouteEntry = HostRouteEntry | RemoteRouteEntry;

/**
 * Every route of the storefront (spec section 2) and who owns it. Paths are bare; the router also registers
 * each under every locale prefix. Pages under /users/ render inside the users layout.
 */
// The data is host/public/route-table.json, which the build copies into dist/: scripts/serve-static.mjs reads
// the same table to preload the current route's remote (docs/architecture.md, "Loading").
// Points (/users/user_integral) is ours: the contract has no PC points page; its menu entry is a server menu row.
export const routeTable: readonly RouteEntry[] = routeData as RouteEntry[];

/** Pages that render inside the users layout (its side menu). */
export const isUsersRoute = (entry: RouteEntry) => entry.path.startsWith('/users/');
