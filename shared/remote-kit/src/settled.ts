/**
 * A promise as React's `use` reads one it has seen settle: with `status` and its `value` (or `reason`), `use` returns
 * the value (or throws the reason) at once instead of suspending on its first read.
 */
export type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks `promise` as React marks one it has seen settle, as soon as it settles, and returns it. Code loaded ahead of
 * its first render (a remote's pages module, a page's chunk) is then read in the render that first asks for it, not
 * one render later: `use` and React.lazy suspend on a promise they have not marked themselves, whatever its state
 * (docs/serving.md, "The route's page in the shell's first render").
 */
export function markSettled<T>(promise: Promise<T>): Settled<T> {
  const settled: Settled<T> = promise;
  promise.then(
    (value) => {
      settled.status = 'fulfilled';
      settled.value = value;
    },
    (reason: unknown) => {
      settled.status = 'rejected';
      settled.reason = reason;
    },
  );
  return settled;
}
