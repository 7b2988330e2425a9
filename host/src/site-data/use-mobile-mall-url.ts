import { useHomeData } from './use-home-data';

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** `value` trimmed when it is a web address (http or https), else null: nothing else may become a link or a QR code. */
function webAddress(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return WEB_ADDRESS.test(trimmed) ? trimmed : null;
}

/**
 * The mobile (H5) mall, operator data from the home data: `mobileMallUrl` (system_config `mobile_mall_url`) first,
 * then `consumerH5Url` when it is a web address. Null when neither is: the shell then shows no mobile mall link or QR
 * code at all rather than a made-up address (the vendor opened a hard-coded H5 URL). Undefined while the home data has
 * not come (a first visit, nothing cached yet): whether there is one is not known, and the header keeps its place
 * meanwhile (docs/serving.md, "The phone's header").
 */
export function useMobileMallUrl(): string | null | undefined {
  const home = useHomeData();
  if (home === null) return undefined;
  return webAddress(home.mobileMallUrl) ?? webAddress(home.consumerH5Url);
}
