// Types of served-head.cjs for the TypeScript that imports it (the unit tests).
export declare const HEAD_TIMEOUT_MS: number;
/** What the server writes into a page, from the API's GET /api/seo/page/<page>: both HTML ('' for no first screen). */
export interface PageParts {
  head: string;
  firstScreen: string;
}
export interface HeadSource {
  /** The page's head and first screen (the page's path and query), or null: the page keeps its generic head. */
  get(page: string): Promise<PageParts | null>;
}
export declare function createHeadSource(
  apiUrl: string,
  options?: {
    timeoutMs?: number;
    ttlMs?: number;
    fetchImpl?: (url: string, init: { signal: AbortSignal }) => Promise<Response>;
    /** The clock an answer's age is read on, in milliseconds (Date.now unless told). */
    now?: () => number;
  },
): HeadSource;
/** Milliseconds of MALL_HEAD_TTL (`30s`, `1m`, `1h`), a minute when unset; throws on another form. */
export declare function headTtlMs(value: string | undefined): number;
export declare function htmlLang(pathname: string): string;
export declare function withHead(html: string, head: string | null | undefined, lang: string): string;
/** The page with the API's first screen (home, a product page) right after <div id="root"></div>; as it was without one. */
export declare function withFirstScreen(html: string, screen: string | null | undefined): string;
