import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { visuallyHidden } from '@mall/ui-theme';

/**
 * Reads each page's title out to screen readers once the shopper has moved to another page (a single-page app
 * changes no document, so nothing else tells them): a polite live region holding the title every page announces
 * on the bus (`ui/pageTitle`, from `usePageTitle` of @mall/remote-kit/page-title), the host's pages and every
 * remote's alike. The first page's title is not repeated: the browser reads it with the document.
 */
export function PageTitleAnnouncer() {
  const { key } = useLocation();
  const [announced, setAnnounced] = useState('');
  const firstKey = useRef(key);
  const navigated = useRef(false);

  useEffect(() => {
    if (key !== firstKey.current) navigated.current = true;
  }, [key]);

  useEffect(
    () =>
      bus.subscribe(
        'ui/pageTitle',
        ({ title }) => {
          if (navigated.current) setAnnounced(title);
        },
        { replay: false },
      ),
    [],
  );

  return (
    // A live region without the status role: the pages' own status lines stay the only "status" on screen.
    <div aria-live="polite" aria-atomic="true" data-testid="page-title-announcer" css={visuallyHidden}>
      {announced}
    </div>
  );
}
