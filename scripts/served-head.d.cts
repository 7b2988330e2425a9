// Types of served-head.cjs for the TypeScript that imports it (the unit tests).
export declare const HEAD_TIMEOUT_MS: number;
export interface HeadSource {
  /** The API's head of the page (its path and query), or null: the page keeps its generic head. */
  get(page: string): Promise<string | null>;
}
export declare function createHeadSource(
  apiUrl: string,
  options?: {
    timeoutMs?: number;
    ttlMs?: number;
    fetchImpl?: (url: string, init: { signal: AbortSignal }) => Promise<Response>;
    /** The API's path of the fragment (default /api/seo/head; /api/seo/first-screen for the first screen). */
    path?: string;
  },
): HeadSource;
/** Milliseconds of MALL_HEAD_TTL (`30s`, `1m`, `1h`), a minute when unset; throws on another form. */
export declare function headTtlMs(value: string | undefined): number;
export declare function htmlLang(pathname: string): string;
export declare function withHead(html: string, head: string | null, lang: string): string;
/** The page with the API's first screen (home, a product page) right after <div id="root"></div>; as it was without one. */
export declare function withFirstScreen(html: string, screen: string | null): string;
