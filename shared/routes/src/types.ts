import type { ROUTES, RouteOwner } from './table';

/** One entry of the route table. */
export type Route = (typeof ROUTES)[number];
/** A route owned by `Owner` (a remote's pages, or the host's). */
export type RouteOf<Owner extends RouteOwner> = Extract<Route, { remote: Owner }>;
/** The page ids `Owner` renders: for a remote, exactly the keys of its exposed `pages` map. */
export type PageId<Owner extends RouteOwner = RouteOwner> = RouteOf<Owner>['page'];
/** Every bare route pattern (`/goods_detail/:id`, `/merchant/merchant/*`…). */
export type RoutePath = Route['path'];
