export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<string, string>;
}
/** Federation name → [variable naming its manifest URL, the app whose port is the default]. */
export declare const REMOTE_ENV: Record<string, [string, string]>;
export declare function envPortName(app: string): string;
/** The runtime config every front-end app serves, from the environment (defaults: localhost + ports.json). */
export declare function runtimeConfigFromEnv(env?: Record<string, string | undefined>): RuntimeConfig;
