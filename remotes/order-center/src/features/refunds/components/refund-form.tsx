import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { RefundApplyInfo } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { DEFAULT_MAX_PICTURES, PictureUploader, SelectField, TextAreaField } from '@mall/remote-kit';
import { Button, theme } from '@mall/ui-theme';
import { TextField } from '@mall/ui-theme/text-field';
import { OrderGoods } from '../../../components/order-goods';
import { panel } from '../../../components/panel';
import { useRefundValidators } from '../hooks/use-refund-validators';
import {
  EXPLAIN_LIMIT,
  initialRefundValues,
  mostRefundable,
  offersPartialRefund,
  REMARK_LIMIT,
  textLength,
  type RefundFormValues,
} from '../refund-form-values';

const messages = defineMessages({
  form: { id: 'orderCenter.RefundForm.form', defaultMessage: 'Return request', description: 'Accessible name of the form' },
  order: defineMessage<{ orderNo: string }>({
    id: 'orderCenter.RefundForm.order',
    defaultMessage: 'Order {orderNo}',
    description: 'The order being returned',
  }),
  paid: defineMessage<{ amount: string; count: number }>({
    id: 'orderCenter.RefundForm.paid',
    defaultMessage: '{count, plural, one {# item} other {# items}}, paid {amount}',
    description: 'What the order holds and paid',
  }),
  quantity: { id: 'orderCenter.RefundForm.quantity', defaultMessage: 'Quantity to return', description: 'Label of the quantity select' },
  amount: { id: 'orderCenter.RefundForm.amount', defaultMessage: 'Refund amount', description: 'Label of the amount field' },
  amountHint: defineMessage<{ amount: string; count: number }>({
    id: 'orderCenter.RefundForm.amountHint',
    defaultMessage: 'At most {amount} for {count, plural, one {# item} other {# items}}',
    description: 'The most the chosen units may ask for',
  }),
  reason: { id: 'orderCenter.RefundForm.reason', defaultMessage: 'Reason', description: 'Label of the reason select' },
  choose: { id: 'orderCenter.RefundForm.choose', defaultMessage: 'Choose a reason', description: 'Empty option of the reason select' },
  explain: { id: 'orderCenter.RefundForm.explain', defaultMessage: 'Instructions', description: 'Label of the instructions' },
  explainPlaceholder: {
    id: 'orderCenter.RefundForm.explainPlaceholder',
    defaultMessage: 'What is wrong with the goods (optional)',
    description: 'Placeholder of the instructions',
  },
  pictures: { id: 'orderCenter.RefundForm.pictures', defaultMessage: 'Proof pictures', description: 'Label of the proof pictures' },
  remark: { id: 'orderCenter.RefundForm.remark', defaultMessage: 'Remark', description: 'Label of the remark' },
  counter: defineMessage<{ count: number; limit: number }>({
    id: 'orderCenter.RefundForm.counter',
    defaultMessage: '{count} / {limit} characters',
    description: 'Characters typed and the limit',
  }),
  submit: { id: 'orderCenter.RefundForm.submit', defaultMessage: 'Submit request', description: 'Sends the return request' },
  waiting: {
    id: 'orderCenter.RefundForm.waiting',
    defaultMessage: 'Waiting for the pictures to upload…',
    description: 'Submit waits for uploads',
  },
});

const summary = css({ margin: `${theme.space.sm} 0 0`, color: theme.colors.muted });
const fields = css({ maxWidth: 560 });
const footer = css({ display: 'flex', alignItems: 'center', gap: theme.space.md });

interface RefundFormProps {
  info: RefundApplyInfo;
  reasons: readonly string[];
  submitting: boolean;
  onSubmit: (values: RefundFormValues) => void;
}

/**
 * The return request: the order's lines; quantity and amount (never above what those units paid);
 * reason, instructions, up to 5 proof pictures and a remark of at most 100 characters.
 */
export function RefundForm({ info, reasons, submitting, onSubmit }: RefundFormProps) {
  const intl = useIntl();
  const money = useMoney();
  const validate = useRefundValidators(info);
  const [uploading, setUploading] = useState(0);
  // Stable, or final-form would start over on every render.
  const initialValues = useMemo(() => initialRefundValues(info), [info]);
  const units = Array.from({ length: Math.max(1, info.totalNum) }, (_, i) => i + 1);
  const partial = offersPartialRefund(info);
  return (
    <Form<RefundFormValues> initialValues={initialValues} onSubmit={onSubmit}>
      {({ handleSubmit, form, values }) => {
        const count = Number(values.refundNum) || info.totalNum;
        return (
          <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage(messages.form)}>
            <section css={panel}>
              <OrderGoods merId={info.merId} merName={info.merName} lines={info.orderInfoList} headingLevel={2} />
              <p css={summary}>
                {intl.formatMessage(messages.order, { orderNo: info.orderNo })} ·{' '}
                {intl.formatMessage(messages.paid, { count: info.totalNum, amount: money(info.payPrice) })}
              </p>
            </section>
            <div css={[panel, fields]}>
              {/* A backend of the contract's family refunds the whole order: no quantity or amount to choose. */}
              {partial ? (
                <>
                  <Field<string> name="refundNum">
                    {({ input, meta }) => (
                      <SelectField
                        label={intl.formatMessage(messages.quantity)}
                        input={{
                          ...input,
                          onChange: (event) => {
                            input.onChange(event);
                            // A new quantity is prefilled with the most those units paid.
                            form.change('refundPrice', mostRefundable(info, Number(event.target.value)));
                          },
                        }}
                        meta={meta}
                        required
                      >
                        {units.map((n) => (
                          <option key={n} value={String(n)}>
                            {n}
                          </option>
                        ))}
                      </SelectField>
                    )}
                  </Field>
                  <Field<string> name="refundPrice" validate={validate.amount}>
                    {({ input, meta }) => (
                      <TextField
                        label={intl.formatMessage(messages.amount)}
                        input={input}
                        meta={meta}
                        inputMode="decimal"
                        autoComplete="off"
                        required
                        hint={intl.formatMessage(messages.amountHint, { amount: money(mostRefundable(info, count)), count })}
                      />
                    )}
                  </Field>
                </>
              ) : null}
              <Field<string> name="text" validate={validate.reason}>
                {({ input, meta }) => (
                  <SelectField label={intl.formatMessage(messages.reason)} input={input} meta={meta} required>
                    <option value="">{intl.formatMessage(messages.choose)}</option>
                    {reasons.map((reason) => (
                      <option key={reason} value={reason}>
                        {reason}
                      </option>
                    ))}
                  </SelectField>
                )}
              </Field>
              <Field<string> name="explain" validate={validate.explain}>
                {({ input, meta }) => (
                  <TextAreaField
                    label={intl.formatMessage(messages.explain)}
                    placeholder={intl.formatMessage(messages.explainPlaceholder)}
                    input={input}
                    meta={meta}
                    rows={3}
                    eagerError
                    hint={intl.formatMessage(messages.counter, { count: textLength(input.value), limit: EXPLAIN_LIMIT })}
                  />
                )}
              </Field>
              <Field<string[]> name="pictures">
                {({ input }) => (
                  <PictureUploader
                    label={intl.formatMessage(messages.pictures)}
                    value={input.value || []}
                    onChange={input.onChange}
                    max={DEFAULT_MAX_PICTURES}
                    onPendingChange={setUploading}
                  />
                )}
              </Field>
              <Field<string> name="mark" validate={validate.remark}>
                {({ input, meta }) => (
                  <TextAreaField
                    label={intl.formatMessage(messages.remark)}
                    input={input}
                    meta={meta}
                    rows={2}
                    eagerError
                    hint={intl.formatMessage(messages.counter, { count: textLength(input.value), limit: REMARK_LIMIT })}
                  />
                )}
              </Field>
              <div css={footer}>
                <Button type="submit" loading={submitting} disabled={uploading > 0}>
                  {intl.formatMessage(messages.submit)}
                </Button>
                {uploading > 0 && <span role="status">{intl.formatMessage(messages.waiting)}</span>}
              </div>
            </div>
          </form>
        );
      }}
    </Form>
  );
}
