// nprogress 0.2 ships no types (and @types/nprogress is not installed): the part of its API the host uses.
declare module 'nprogress' {
  interface NProgressOptions {
    minimum: number;
    easing: string;
    speed: number;
    trickle: boolean;
    trickleSpeed: number;
    showSpinner: boolean;
    parent: string;
    /** The markup of the bar; `barSelector` must find the bar inside it. */
    template: string;
    barSelector: string;
  }
  interface NProgress {
    configure(options: Partial<NProgressOptions>): NProgress;
    start(): NProgress;
    set(n: number): NProgress;
    inc(amount?: number): NProgress;
    done(force?: boolean): NProgress;
    remove(): void;
    isStarted(): boolean;
    status: number | null;
  }
  const nprogress: NProgress;
  export default nprogress;
}

declare module '*.css';
