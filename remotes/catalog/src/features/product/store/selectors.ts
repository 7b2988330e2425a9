import type { ProductState } from './slice';

interface WithProduct {
  product: ProductState;
}

export const selectProduct = (state: WithProduct) => state.product;

/** The merchant type's name for the merchant card, or null while unknown. */
export const selectMerchantTypeName = (state: WithProduct): string | null => {
  const typeId = state.product.detail.data?.merchantInfo?.typeId;
  return state.product.merchantTypes.find((type) => type.id === typeId)?.name ?? null;
};
