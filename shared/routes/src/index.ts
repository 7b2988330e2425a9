export * from './paths';
export * from './table';
export * from './routes-of';
export type { PageId, Route, RouteOf, RoutePath } from './types';
export { matchPath, matchRoute } from './match-path.mjs';
