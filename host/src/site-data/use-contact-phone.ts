import { useHomeData } from './use-home-data';
import { CONTACT_PHONE } from './site-info';

/**
 * The phone line shown in the footer and the edge widget. The original showed a fixed number; the
 * platform hotline from the home data is used when configured, the fixed number otherwise.
 */
export function useContactPhone(): string {
  return useHomeData()?.consumerHotline?.trim() || CONTACT_PHONE;
}
