import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { OrderLine, StoreOrderItem } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { ButtonLink } from '@mall/remote-kit';
import { canEvaluate } from '../../../lib/order-state';
import { evaluationConfirmPath } from '@mall/routes';

const messages = defineMessages({
  evaluate: {
    id: 'orderCenter.LineReviewAction.evaluate',
    defaultMessage: 'Evaluate',
    description: 'Opens the review form of one order line',
  },
  evaluateLine: defineMessage<{ name: string }>({
    id: 'orderCenter.LineReviewAction.evaluateLine',
    defaultMessage: 'Evaluate {name}',
    description: 'Accessible name of the evaluate link of one line',
  }),
  evaluated: { id: 'orderCenter.LineReviewAction.evaluated', defaultMessage: 'Evaluated', description: 'The line has been reviewed' },
});

const done = css({ color: theme.colors.muted, whiteSpace: 'nowrap' });

/** Per line of a received order: Evaluate (→ the review form), or "Evaluated" once reviewed. */
export function LineReviewAction({
  order,
  line,
}: {
  order: Pick<StoreOrderItem, 'status'>;
  line: Pick<OrderLine, 'id' | 'isReply' | 'productName'>;
}) {
  const intl = useIntl();
  const locale = useLocale();
  if (line.isReply) return <span css={done}>{intl.formatMessage(messages.evaluated)}</span>;
  if (!canEvaluate(order, line)) return null;
  return (
    <ButtonLink
      variant="primary"
      to={localizePath(evaluationConfirmPath(line.id), locale)}
      label={intl.formatMessage(messages.evaluateLine, { name: line.productName })}
    >
      {intl.formatMessage(messages.evaluate)}
    </ButtonLink>
  );
}
