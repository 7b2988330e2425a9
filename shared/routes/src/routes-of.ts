import { ROUTES, type RouteOwner } from './table';
import type { RouteOf } from './types';

/** The routes `owner` renders, in the table's order (a remote's standalone router and its tests). */
export function routesOf<Owner extends RouteOwner>(owner: Owner): ReadonlyArray<RouteOf<Owner>> {
  return ROUTES.filter((route): route is RouteOf<Owner> => route.remote === owner);
}

/** Pages that render inside the host's users layout (its side menu). */
export const isUsersRoute = (route: { path: string }) => route.path.startsWith('/users/');
