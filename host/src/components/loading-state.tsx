import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { holdLoading } from '../lib/loading-bar';

/** Shown while a page (or a remote) loads; the top loading bar keeps running while it is on screen. */
export function LoadingState() {
  useEffect(() => holdLoading(), []);
  return (
    <p role="status" css={(theme) => ({ padding: theme.space.xl, textAlign: 'center', color: theme.colors.muted })}>
      <FormattedMessage id="common.loading" defaultMessage="Loading…" description="A page is loading" />
    </p>
  );
}
