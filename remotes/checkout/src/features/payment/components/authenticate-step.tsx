import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button, theme } from '@mall/ui-theme';

const messages = defineMessages({
  title: {
    id: 'checkout.AuthenticateStep.title',
    defaultMessage: 'Confirm this payment',
    description: 'Heading of the card confirmation step',
  },
  text: defineMessage<{ amount: string }>({
    id: 'checkout.AuthenticateStep.text',
    defaultMessage: 'Your bank asks you to confirm this payment of {amount}.',
    description: 'Explanation of the card confirmation step',
  }),
  approve: { id: 'checkout.AuthenticateStep.approve', defaultMessage: 'Approve', description: 'Button that confirms the card payment' },
  decline: { id: 'checkout.AuthenticateStep.decline', defaultMessage: 'Decline', description: 'Button that refuses the card payment' },
});

const box = css({
  padding: theme.space.lg,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  textAlign: 'center',
});

interface AuthenticateStepProps {
  amount: string;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}

/** The card's extra confirmation (requires_action): the shopper approves or declines. */
export function AuthenticateStep({ amount, busy, onAnswer }: AuthenticateStepProps) {
  const intl = useIntl();
  return (
    <section css={box} aria-labelledby="authenticate-title">
      <h2 id="authenticate-title" css={{ marginTop: 0, fontSize: theme.font.size.xl }}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p>{intl.formatMessage(messages.text, { amount })}</p>
      <div css={{ display: 'flex', justifyContent: 'center', gap: theme.space.md }}>
        <Button variant="secondary" disabled={busy} onClick={() => onAnswer(false)}>
          {intl.formatMessage(messages.decline)}
        </Button>
        <Button loading={busy} onClick={() => onAnswer(true)}>
          {intl.formatMessage(messages.approve)}
        </Button>
      </div>
    </section>
  );
}
