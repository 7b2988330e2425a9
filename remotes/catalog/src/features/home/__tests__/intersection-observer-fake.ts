/** A controllable IntersectionObserver for jsdom: `reveal()` tells every observer its targets came into view. */
export function installIntersectionObserver() {
  const observers = new Set<FakeObserver>();

  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire(isIntersecting: boolean) {
      const entries = [...this.targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    reveal: () => observers.forEach((observer) => observer.fire(true)),
    hide: () => observers.forEach((observer) => observer.fire(false)),
  };
}
