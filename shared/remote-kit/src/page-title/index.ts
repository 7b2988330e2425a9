import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { commonMessages } from '@mall/i18n';

/** Between the parts of a page's title: "Wireless Headphones – Sound Shop – Mall". */
export const TITLE_SEPARATOR = ' – ';

/** A part of a title; empty ones (a name not loaded yet) are left out. */
export type TitlePart = string | null | undefined | false;

/** The title of a page made of `parts` (most specific first) and the site's name, in the shopper's language. */
export function pageTitle(parts: readonly TitlePart[], siteName: string): string {
  return [...parts.filter((part): part is string => typeof part === 'string' && part.trim() !== ''), siteName].join(TITLE_SEPARATOR);
}

/**
 * Every page calls this once with what it shows, most specific first (`usePageTitle(product.name, shop.name)`;
 * nothing on the home page, which is titled with the site's name alone): it writes `document.title` whenever the
 * text changes (a navigation, data arriving, a language switch) and announces it on the bus (`ui/pageTitle`), where
 * the host's announcer reads it out to screen readers. A page shows a generic part ("Product") until its data has
 * come. The host's own pages and its error pages call it too; a remote run alone titles its pages the same way.
 */
export function usePageTitle(...parts: TitlePart[]): string {
  const intl = useIntl();
  const title = pageTitle(parts, intl.formatMessage(commonMessages.siteName));
  useEffect(() => {
    document.title = title;
    bus.publish('ui/pageTitle', { title });
  }, [title]);
  return title;
}

/** `usePageTitle` where a hook cannot go (a branch of a page that returns early): renders nothing. */
export function PageTitle({ parts }: { parts: readonly TitlePart[] }): null {
  usePageTitle(...parts);
  return null;
}
