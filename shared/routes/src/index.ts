export * from './table';
export * from './links';
export * from './routes-of';
export type * from './types';
