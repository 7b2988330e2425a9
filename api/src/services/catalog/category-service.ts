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

interface CategoryRow {
  id: number;
  pid: number;
  name: string;
  icon: string;
  level: number;
  sort: number;
  is_show: boolean;
}

export function createCategoryService(db: Db, config: Config): CategoryService {
  return {
    async tree(locale) {
      const r = await db.query<CategoryRow>(
        `SELECT id, pid, ${localized('name', locale)}, icon, level, sort, is_show FROM category WHERE is_show ORDER BY sort DESC, id`,
      );
      const children = new Map<number, CategoryRow[]>();
      for (const row of r.rows) children.set(row.pid, [...(children.get(row.pid) ?? []), row]);
      const build = (pid: number): CategoryTreeNode[] =>
        (children.get(pid) ?? []).map((c) => ({
          id: c.id,
          pid: c.pid,
          name: c.name,
          icon: mediaUrl(config.publicUrl, c.icon),
          level: c.level,
          sort: c.sort,
          isShow: c.is_show,
          childList: build(c.id),
        }));
      return build(0);
    },
  };
}
