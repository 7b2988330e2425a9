export type App = 'api' | 'host' | 'catalog' | 'merchant-street' | 'checkout' | 'order-center' | 'merchant-settlement';
/** Each app's default port (ports.json). */
export declare const PORTS: Readonly<Record<App, number>>;
/** Environment variable that overrides an app's port: 'merchant-street' → MERCHANT_STREET_PORT. */
export declare function envPortName(app: string): string;
/** The port an app listens on: its <APP>_PORT when a positive integer, else ports.json. */
export declare function portOf(app: App, env?: Record<string, string | undefined>): number;
