import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { mediaUrl } from '../../lib/format';
import type { CategoryTreeNode } from '../../schemas/catalog';
import type { Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';

export interface CategoryService {
  /** The platform tree of shown categories; a shown category under a hidden one is left out with it. */
  tree(locale: Locale): Promise<CategoryTreeNode[]>;
}

/** A shown category, of the platform or of one store, as both trees read it. */
export interface CategoryRow {
  id: number;
  pid: number;
  name: string;
  icon: string;
  level: number;
  sort: number;
  is_show: boolean;
}

/** The columns of CategoryRow, the name in the request's language. */
export const categoryColumns = (locale: Locale) => `id, pid, ${localized('name', locale)}, icon, level, sort, is_show`;

/** Rows (in their display order) as a tree from the top (pid 0), icons as absolute URLs. */
export function categoryTree(rows: CategoryRow[], publicUrl: string): CategoryTreeNode[] {
  const children = new Map<number, CategoryRow[]>();
  for (const row of rows) children.set(row.pid, [...(children.get(row.pid) ?? []), row]);
  const build = (pid: number): CategoryTreeNode[] =>
    (children.get(pid) ?? []).map((c) => ({
      id: c.id,
      pid: c.pid,
      name: c.name,
      icon: mediaUrl(publicUrl, c.icon),
      level: c.level,
      sort: c.sort,
      isShow: c.is_show,
      childList: build(c.id),
    }));
  return build(0);
}

export function createCategoryService(db: Db, config: Config): CategoryService {
  return {
    async tree(locale) {
      const r = await db.query<CategoryRow>(`SELECT ${categoryColumns(locale)} FROM category WHERE is_show ORDER BY sort DESC, id`);
      return categoryTree(r.rows, config.publicUrl);
    },
  };
}
