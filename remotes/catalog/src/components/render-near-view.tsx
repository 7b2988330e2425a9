import { useEffect, useState, type ReactNode } from 'react';
import { useInView } from '../hooks/use-in-view';

/**
 * How far below (or above) the window a deferred block starts rendering. Chromium fetches lazy pictures from 1,250 px
 * away, so a block rendered at this distance has its pictures by the time it scrolls in, while the first screen
 * pays only for what it shows.
 */
export const NEAR_VIEW_MARGIN = '400px';

/**
 * A block below the first screen: `children` are rendered once the block comes within `margin` of the window, and
 * kept from then on. Until then `placeholder` holds their place — the same boxes, empty (a skeleton drawn with the
 * children's own layout), so nothing moves when they arrive, and the page is as tall as it will be (Back returns to
 * the same place). Where the browser has no IntersectionObserver the children render at once.
 */
export function RenderNearView({
  placeholder,
  children,
  margin = NEAR_VIEW_MARGIN,
}: {
  placeholder: ReactNode;
  children: ReactNode;
  margin?: string;
}) {
  const { ref, inView, supported } = useInView<HTMLDivElement>(margin);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (inView) setNear(true);
  }, [inView]);
  const shown = near || inView || !supported;
  return (
    // The empty boxes say nothing to assistive technology (they hold no link, button or text).
    <div ref={ref} data-near-view={shown ? 'shown' : 'waiting'} aria-hidden={shown ? undefined : true}>
      {shown ? children : placeholder}
    </div>
  );
}
