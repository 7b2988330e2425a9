export * from './table';
export * from './links';
export * from './routes-of';
export type { PageId, Route, RouteOf, RoutePath } from './types';
