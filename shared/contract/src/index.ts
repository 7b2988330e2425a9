// @mall/contract: the wire contract's types as the storefront reads them, derived from the API's TypeBox schemas
// (api/src/schemas, `Static<>`): each type is written once, in its schema. Type-only: import it with `import type`;
// no front-end bundle gets a byte from it. Where the storefront reads a field differently from the schema (a field
// ours that a backend of the contract's family lacks, an integer read by its documented values), shape.ts says how.
export type * from './common';
export type * from './shape';
export type * from './auth';
export type * from './user';
export type * from './home';
export type * from './catalog';
export type * from './merchant';
export type * from './checkout';
export type * from './orders';
export type * from './account';
export type * from './settlement';
