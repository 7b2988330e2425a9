import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@mall/i18n';
import { Button, theme } from '@mall/ui-theme';
import type { ApiFailure } from '../state/api-failure';
import { useFailureText } from './use-failure-text';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: theme.space.lg,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  textAlign: 'center',
});
const heading = css({ margin: 0, fontSize: theme.font.size.lg, fontWeight: 600 });
const detail = css({ margin: 0, color: theme.colors.muted });

/**
 * A failed load, explained in the shopper's language, with a Retry button; a feature the backend does not offer
 * (a backend of the contract's family) is said so, without a Retry that could only fail again.
 */
export function ErrorNotice({ failure, onRetry }: { failure: ApiFailure; onRetry: () => void }) {
  const intl = useIntl();
  const failureText = useFailureText();
  if (failure.notServed) {
    return (
      <div role="status" css={box}>
        <p css={detail}>{failureText(failure)}</p>
      </div>
    );
  }
  return (
    <div role="alert" css={box}>
      <p css={heading}>{intl.formatMessage(commonMessages.loadFailed)}</p>
      <p css={detail}>{failureText(failure)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(commonMessages.retry)}
      </Button>
    </div>
  );
}
