/** A remote's federation name. */
export type RemoteName = 'catalog' | 'merchantStreet' | 'checkout' | 'orderCenter' | 'merchantSettlement';
/** /runtime-config.json: the API's base URL and each remote's mf-manifest.json URL. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
}
/** What the servers write: the runtime config and, when set, the social sign-in scripts' addresses. */
export interface ServedRuntimeConfig extends RuntimeConfig {
  googleScriptUrl?: string;
  facebookSdkUrl?: string;
}
/** Federation name → [variable naming its manifest URL, the app whose port is the default]. */
export declare const REMOTE_ENV: Readonly<Record<RemoteName, readonly [string, string]>>;
/** The federation names of the remotes, in the order they are registered. */
export declare const REMOTE_NAMES: readonly RemoteName[];
/** The runtime config every front-end app serves, from the environment (defaults: localhost + ports.json). */
export declare function runtimeConfigFromEnv(env?: Record<string, string | undefined>): ServedRuntimeConfig;
/** The runtime config read back: throws, naming what is missing, unless the API and every remote have a URL. */
export declare function parseRuntimeConfig(value: unknown, base?: string): RuntimeConfig;
