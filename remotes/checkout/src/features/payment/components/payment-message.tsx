import { css } from '@emotion/react';
import { theme } from '@mall/ui-theme';
import { type ApiFailure, useFailureText } from '@mall/remote-kit';

const box = css({
  minHeight: '1.6em',
  margin: `${theme.space.md} 0 0`,
  color: theme.colors.danger,
});

/** The card page's message area (the original's #payment-message): translated, or the server's words as sent. */
export function PaymentMessage({ message }: { message: ApiFailure | null }) {
  const failureText = useFailureText();
  return (
    <p role="alert" id="payment-message" css={box}>
      {message ? failureText(message) : ''}
    </p>
  );
}
