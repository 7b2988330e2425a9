export type PagerItem = number | 'gap';

export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The page buttons to show: always the first and last page, `siblings` pages around the current one,
 * and a gap where pages are left out (a gap never hides a single page: that page is shown instead).
 */
export function pagerItems(page: number, pages: number, siblings = 2): PagerItem[] {
  if (pages <= 0) return [];
  const current = Math.min(Math.max(1, page), pages);
  const shown = new Set<number>([1, pages]);
  for (let p = current - siblings; p <= current + siblings; p += 1) {
    if (p >= 1 && p <= pages) shown.add(p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
