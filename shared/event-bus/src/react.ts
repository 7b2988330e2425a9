import { useCallback, useSyncExternalStore } from 'react';
import type { MallBus } from './bus';
import type { MallEventType, MallEvents } from './events';
import { bus as sharedBus } from './singleton';

/** The last payload of `type`, re-rendering on every publish (from this tab or a mirrored one). */
export function useBusValue<T extends MallEventType>(type: T, source: MallBus = sharedBus): MallEvents[T] | undefined {
  const subscribe = useCallback(
    // No replay: the snapshot below already reads the last value, and a replay would consume held signals.
    (onChange: () => void) => source.subscribe(type, () => onChange(), { replay: false }),
    [source, type],
  );
  const getSnapshot = () => source.last(type);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
