import { useEffect, useState } from 'react';

/** Whether the window has scrolled further down than `offset` pixels. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);

  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);

  return past;
}
