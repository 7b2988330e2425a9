// How the storefront reads a schema's static type where it reads more, or less, than the schema promises.

/**
 * Fields our API adds to the contract (docs/contract.md, "Our additions"): a backend of the contract's family does
 * not send them, and the storefront must work on such a backend, so it reads them as optional and falls back.
 */
export type WithOurFields<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * The schema's field types replaced by narrower ones: an integer or string of the wire read by the values its schema
 * documents (`status: 0 | 1 | 2 | 3 | 9`), or a nested object read the same way.
 */
export type Narrowed<T, N extends { [K in keyof N]: K extends keyof T ? unknown : never }> = Omit<T, keyof N> & N;
