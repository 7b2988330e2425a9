import { useEffect, useId } from 'react';
import { bus } from '@mall/event-bus';

/**
 * Tells the host that this page is waiting for data while `active` is true: the loading bar a route
 * change started keeps running until every loading state of the new page has gone. Remotes never import the host,
 * so this goes through the event bus (`ui/loading`); with no host (a remote served alone) nobody listens.
 */
export function useLoadingBar(active = true): void {
  const id = useId();
  useEffect(() => {
    if (!active) return undefined;
    bus.publish('ui/loading', { id, loading: true });
    return () => bus.publish('ui/loading', { id, loading: false });
  }, [active, id]);
}
