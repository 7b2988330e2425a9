import { Spinner } from '@mall/ui-theme';
import { useLoadingBar } from '../loading/use-loading-bar';

/**
 * A block's loading state: the announced spinner, centred in the space the content will take. While it is on screen
 * the host's top loading bar of a navigation keeps running.
 */
export function LoadingBlock({ minHeight = 160 }: { minHeight?: number }) {
  useLoadingBar();
  return (
    <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight }}>
      <Spinner />
    </div>
  );
}
