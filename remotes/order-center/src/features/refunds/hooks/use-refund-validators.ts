import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { RefundApplyInfo } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { toCents } from '@mall/remote-kit';
import { EXPLAIN_LIMIT, mostRefundable, normalAmount, REMARK_LIMIT, textLength, type RefundFormValues } from '../refund-form-values';

const messages = defineMessages({
  reasonEmpty: {
    id: 'orderCenter.RefundForm.reasonEmpty',
    defaultMessage: 'Please choose a reason for the refund',
    description: 'Validation: no reason chosen',
  },
  amountEmpty: {
    id: 'orderCenter.RefundForm.amountEmpty',
    defaultMessage: 'Please enter the refund amount',
    description: 'Validation: no amount',
  },
  amountFormat: {
    id: 'orderCenter.RefundForm.amountFormat',
    defaultMessage: 'Enter an amount such as 12.50',
    description: 'Validation: not an amount',
  },
  amountLow: {
    id: 'orderCenter.RefundForm.amountLow',
    defaultMessage: 'The amount must be more than zero',
    description: 'Validation: zero amount',
  },
  amountHigh: defineMessage<{ amount: string; count: number }>({
    id: 'orderCenter.RefundForm.amountHigh',
    defaultMessage: 'At most {amount} can be refunded for {count, plural, one {# item} other {# items}}',
    description: 'Validation: the amount is above what those units paid',
  }),
  explainLong: defineMessage<{ limit: number }>({
    id: 'orderCenter.RefundForm.explainLong',
    defaultMessage: 'The instructions can be at most {limit} characters',
    description: 'Validation: instructions too long',
  }),
  remarkLong: defineMessage<{ limit: number }>({
    id: 'orderCenter.RefundForm.remarkLong',
    defaultMessage: 'The remark can be at most {limit} characters',
    description: 'Validation: remark too long (spec: 100)',
  }),
});

/** final-form hands field validators all values as an untyped object. */
type Validator = (value: string | undefined, values: object) => string | undefined;

/** The return request's validators, with translated messages (the server checks every rule again). */
export function useRefundValidators(info: RefundApplyInfo): Record<'reason' | 'amount' | 'explain' | 'remark', Validator> {
  const intl = useIntl();
  const money = useMoney();
  return useMemo(
    () => ({
      reason: (value) => (value?.trim() ? undefined : intl.formatMessage(messages.reasonEmpty)),
      amount: (value, values) => {
        if (!value?.trim()) return intl.formatMessage(messages.amountEmpty);
        const text = normalAmount(value);
        if (!text) return intl.formatMessage(messages.amountFormat);
        if (toCents(text) < 1) return intl.formatMessage(messages.amountLow);
        const units = Number((values as Partial<RefundFormValues>).refundNum) || info.totalNum;
        const most = mostRefundable(info, units);
        if (toCents(text) > toCents(most)) return intl.formatMessage(messages.amountHigh, { amount: money(most), count: units });
        return undefined;
      },
      explain: (value) =>
        textLength(value) > EXPLAIN_LIMIT ? intl.formatMessage(messages.explainLong, { limit: EXPLAIN_LIMIT }) : undefined,
      remark: (value) => (textLength(value) > REMARK_LIMIT ? intl.formatMessage(messages.remarkLong, { limit: REMARK_LIMIT }) : undefined),
    }),
    [intl, money, info],
  );
}
