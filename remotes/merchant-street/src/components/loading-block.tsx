import { Spinner, theme } from '@mall/ui-theme';

/** A spinner centred in the space the content will take. */
export function LoadingBlock() {
  return (
    <div css={{ display: 'flex', justifyContent: 'center', padding: theme.space.xl }}>
      <Spinner />
    </div>
  );
}
