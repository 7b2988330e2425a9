import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { TEST_CARDS } from '../card-fields';

const messages = defineMessages({
  title: {
    id: 'checkout.TestCardHint.title',
    defaultMessage: 'Test mode: no real card is charged',
    description: 'Heading of the test card numbers',
  },
  succeeds: { id: 'checkout.TestCardHint.succeeds', defaultMessage: 'is paid', description: 'What the first test card does' },
  declined: { id: 'checkout.TestCardHint.declined', defaultMessage: 'is declined', description: 'What the second test card does' },
  confirm: {
    id: 'checkout.TestCardHint.confirm',
    defaultMessage: 'asks you to confirm the payment',
    description: 'What the third test card does',
  },
  anyDate: {
    id: 'checkout.TestCardHint.anyDate',
    defaultMessage: 'Use any future expiry date and any 3-digit security code.',
    description: 'How to fill the other test card fields',
  },
});

const box = css({
  padding: theme.space.md,
  marginBottom: theme.space.lg,
  border: `1px dashed ${theme.colors.borderStrong}`,
  borderRadius: theme.radius.md,
  background: theme.colors.background,
  fontSize: theme.font.size.sm,
});
const number = css({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', marginRight: theme.space.sm });

/** The test card numbers: shown only while cards go to the built-in test provider. */
export function TestCardHint() {
  const intl = useIntl();
  return (
    <aside css={box} aria-labelledby="test-card-hint-title">
      <p id="test-card-hint-title" css={{ margin: `0 0 ${theme.space.sm}`, fontWeight: 600 }}>
        {intl.formatMessage(messages.title)}
      </p>
      <ul css={{ margin: 0, paddingLeft: theme.space.lg }}>
        <li>
          <span css={number}>{TEST_CARDS.succeeds}</span>
          {intl.formatMessage(messages.succeeds)}
        </li>
        <li>
          <span css={number}>{TEST_CARDS.declined}</span>
          {intl.formatMessage(messages.declined)}
        </li>
        <li>
          <span css={number}>{TEST_CARDS.confirm}</span>
          {intl.formatMessage(messages.confirm)}
        </li>
      </ul>
      <p css={{ margin: `${theme.space.sm} 0 0` }}>{intl.formatMessage(messages.anyDate)}</p>
    </aside>
  );
}
