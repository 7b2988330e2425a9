import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** ProCategoryCacheVo; the tree has three fixed levels, so each level is spelled out (no recursive $ref). */
const categoryNode = <T extends TSchema>(children: T, level: string) =>
  Type.Object({
    id: Type.Integer(),
    pid: Type.Integer({ description: 'Parent id; 0 for a top-level category' }),
    name: Type.String(),
    icon: Type.String({ description: 'Absolute URL of the icon' }),
    level: Type.Integer({ description: level }),
    sort: Type.Integer({ description: 'Higher first' }),
    isShow: Type.Boolean(),
    childList: Type.Array(children),
  });

const Level3 = categoryNode(Type.Object({}), '3: leaf, the cid of product search; childList is always []');
const Level2 = categoryNode(Level3, '2');
export const CategoryNode = categoryNode(Level2, '1');
export type CategoryNode = Static<typeof CategoryNode>;
export type CategoryTreeNode = Omit<CategoryNode, 'childList'> & { childList: CategoryTreeNode[] };

export const CategoryTree = Type.Array(CategoryNode, { description: 'Shown categories only, each level by sort (higher first), then id' });
