import { Spinner } from '@mall/ui-theme';

/** A block's loading state: the announced spinner, centred in the space the content will take. */
export function LoadingBlock({ minHeight = 160 }: { minHeight?: number }) {
  return (
    <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight }}>
      <Spinner />
    </div>
  );
}
