import { PRICE_PATTERN } from './search-query';

/** A typed bound as the URL and the API take it: trimmed, with a decimal comma (French habit) read as a point. */
export const normalizePrice = (value: string | undefined): string => (value ?? '').trim().replace(',', '.');

export interface PriceRange {
  minPrice: string;
  maxPrice: string;
}

/**
 * final-form validation of the price range: each bound empty or a non-negative amount with at most two
 * decimals (point or comma), and the minimum not above the maximum. Messages come translated from the caller.
 */
export function validatePriceRange(
  values: Partial<PriceRange>,
  text: { invalid: string; order: string },
): Partial<Record<keyof PriceRange, string>> {
  const min = normalizePrice(values.minPrice);
  const max = normalizePrice(values.maxPrice);
  const errors: Partial<Record<keyof PriceRange, string>> = {};
  if (min && !PRICE_PATTERN.test(min)) errors.minPrice = text.invalid;
  if (max && !PRICE_PATTERN.test(max)) errors.maxPrice = text.invalid;
  if (!errors.minPrice && !errors.maxPrice && min && max && Number(min) > Number(max)) errors.minPrice = text.order;
  return errors;
}
