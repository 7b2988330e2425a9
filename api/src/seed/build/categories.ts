import { TAXONOMY } from '../data/taxonomy';
import type { CategoryRow, LeafRef } from './model';

const categoryIcon = (id: number) => `/media/categories/${id}.svg`;

/** The platform tree (3 levels), ids in tree order; a higher `sort` comes first. */
export function buildCategories(): { rows: CategoryRow[]; leaves: LeafRef[] } {
  const rows: CategoryRow[] = [];
  const leaves: LeafRef[] = [];
  let id = 0;
  TAXONOMY.forEach((top, ti) => {
    const topId = ++id;
    rows.push({ id: topId, pid: 0, name: top.name, icon: categoryIcon(topId), level: 1, sort: (TAXONOMY.length - ti) * 10, is_show: true });
    top.seconds.forEach((second, si) => {
      const secondId = ++id;
      rows.push({
        id: secondId,
        pid: topId,
        name: second.name,
        icon: categoryIcon(secondId),
        level: 2,
        sort: (top.seconds.length - si) * 10,
        is_show: true,
      });
      second.leaves.forEach((def, li) => {
        const leafId = ++id;
        rows.push({
          id: leafId,
          pid: secondId,
          name: def.name,
          icon: categoryIcon(leafId),
          level: 3,
          sort: (second.leaves.length - li) * 10,
          is_show: !def.hidden,
        });
        if (!def.hidden) leaves.push({ id: leafId, topId, secondId, def, top, second, path: `${top.name}/${second.name}/${def.name}` });
      });
    });
  });
  return { rows, leaves };
}
