// The shop street and stores as the API lists them, for the journeys that compare the pages with it.
import { apiData } from '../fixtures/api';

export interface StreetCard {
  id: number;
  name: string;
  typeId: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
}

/** A page of the shop street (10 stores a page, as the street page shows them), in `lang` when given. */
export const streetPage = (page: number, lang?: string) =>
  apiData<Paged<StreetCard & { streetBackImage: string }>>(`/api/front/merchant/street?page=${page}&limit=10`, { lang });

/** The code drawn in a qualification picture, from the dev-only route (the picture itself is not readable). */
export async function captchaCode(key: string): Promise<string> {
  return (await apiData<{ code: string }>(`/api/dev/merchant-captcha?key=${key}`)).code;
}
