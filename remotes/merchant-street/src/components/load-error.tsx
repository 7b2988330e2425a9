import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button, theme } from '@mall/ui-theme';
import type { LoadFailure } from '../lib/load-failure';
import { useFailureText } from './use-failure-text';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.xl} ${theme.space.md}`,
  color: theme.colors.text,
});

/** A part of the page that could not load: what went wrong, and a Retry button. */
export function LoadError({ failure, onRetry }: { failure: LoadFailure | null; onRetry: () => void }) {
  const text = useFailureText(failure);
  return (
    <div css={box}>
      <p role="alert" css={{ margin: 0 }}>
        <FormattedMessage
          id="merchantStreet.LoadError.message"
          defaultMessage="This could not be loaded: {reason}"
          description="Shown where a list or a store could not be loaded; reason is the server or network message"
          values={{ reason: text }}
        />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="common.retry" defaultMessage="Retry" />
      </Button>
    </div>
  );
}
