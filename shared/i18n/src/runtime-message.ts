import type { IntlShape } from 'react-intl';

/**
 * A text whose id is known only at run time (an API error's `messageId` from the error catalogue, a toast's): the
 * catalogue's text in the page's language, else `fallback` (the server's or publisher's own words). The one place
 * the apps format such an id: static texts are `defineMessages` descriptors, extracted with their English.
 */
export function runtimeMessage(intl: IntlShape, id: string | undefined, fallback: string): string {
  if (!id) return fallback;
  // eslint-disable-next-line formatjs/enforce-default-message, formatjs/enforce-description -- the id and its fallback arrive at run time: there is no literal to extract
  return intl.formatMessage({ id, defaultMessage: fallback });
}
