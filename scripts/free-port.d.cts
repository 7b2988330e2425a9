/** A TCP port that is free on loopback now (the OS picks it). */
export declare function freePort(host?: string): Promise<number>;
