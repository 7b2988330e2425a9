import { Type, type Static } from '@sinclair/typebox';

const Timestamp = (description: string) => Type.String({ description: `${description}, yyyy-MM-dd HH:mm:ss (GMT+8)` });

export const MerchantType = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    info: Type.String({ description: 'Requirements shown on the settlement form' }),
    isDel: Type.Boolean(),
    createTime: Timestamp('Created'),
    updateTime: Timestamp('Last changed'),
  },
  { description: 'MerchantType' },
);
export type MerchantType = Static<typeof MerchantType>;
export const MerchantTypeList = Type.Array(MerchantType, { description: 'Every merchant type not deleted, by id' });

export const MerchantCategory = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    handlingFee: Type.Integer({ description: 'Platform handling fee in percent' }),
    isDel: Type.Boolean(),
    createTime: Timestamp('Created'),
    updateTime: Timestamp('Last changed'),
  },
  { description: 'MerchantCategory' },
);
export type MerchantCategory = Static<typeof MerchantCategory>;
export const MerchantCategoryList = Type.Array(MerchantCategory, { description: 'Every merchant category not deleted, by id' });
