import { useHomeData } from './use-home-data';

export interface SiteDetails {
  /** The company address, or null when the operator has not set one. */
  address: string | null;
  /** The business registration text (e.g. an ICP number), or null when not set. */
  registration: string | null;
  /** The copyright holder, or null when not set. */
  copyrightOwner: string | null;
}

const text = (value: string | undefined): string | null => value?.trim() || null;

/**
 * The operator's footer details from the home data (system_config `site_company_address`, `site_registration_no`,
 * `site_copyright_owner`). Absent from a CRMEB backend's answer and from a home data cache written before they
 * existed, so each one may be missing: a missing or blank detail is null and its line is not shown.
 */
export function useSiteDetails(): SiteDetails {
  const home = useHomeData();
  return {
    address: text(home?.siteAddress),
    registration: text(home?.siteRegistrationNo),
    copyrightOwner: text(home?.siteCopyrightOwner),
  };
}
