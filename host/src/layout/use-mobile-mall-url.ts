import { useHomeData } from './use-home-data';
import { MOBILE_MALL_URL } from './site-info';

/** The mobile (H5) mall: the home data's consumerH5Url when it is a web address, else the built-in one. */
export function useMobileMallUrl(): string {
  const configured = useHomeData()?.consumerH5Url?.trim() ?? '';
  return /^https?:\/\//i.test(configured) ? configured : MOBILE_MALL_URL;
}
