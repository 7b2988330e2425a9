import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element behind the returned ref is within `rootMargin` of the viewport (IntersectionObserver).
 * `supported` is false where the browser has no observer: the caller then offers a button instead.
 */
export function useInView<T extends Element>(rootMargin = '200px') {
  const ref = useRef<T | null>(null);
  const [inView, setInView] = useState(false);
  const supported = typeof window !== 'undefined' && 'IntersectionObserver' in window;

  useEffect(() => {
    const element = ref.current;
    if (!element || !supported) return undefined;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), {
      rootMargin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, supported]);

  return { ref, inView, supported };
}
