import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What the static servers write into the page's head for the page first opened (docs/serving.md, "The served head")
 * beside its title: description, canonical, language alternates, Open Graph, Twitter card and JSON-LD. They describe
 * that page only; the title is kept up to date by `usePageTitle` (it rewrites the one <title>).
 */
export const SERVED_HEAD_SELECTOR = [
  'meta[name="description"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[property^="product:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');

/**
 * Takes the served head's tags away on the first in-app navigation (a new path or query), so the page the shopper
 * moved to never carries the first page's description, canonical or structured data — one set of tags, never two
 * that disagree. A crawler opens every URL afresh and reads each page's own.
 */
export function ServedHead() {
  const { pathname, search } = useLocation();
  const first = useRef<string | null>(`${pathname}${search}`);
  useEffect(() => {
    if (first.current === null || first.current === `${pathname}${search}`) return;
    first.current = null;
    for (const element of document.head.querySelectorAll(SERVED_HEAD_SELECTOR)) element.remove();
  }, [pathname, search]);
  return null;
}
