import { css } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { bus, useBusValue } from '@mall/event-bus';
import type { PreOrderVo } from '@mall/contract';
import { Button, theme } from '@mall/ui-theme';
import { AddressFormDialog, ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { panel, panelHeading } from '../../../components/panel-styles';
import { orderRequestOf, type ConfirmValues } from '../confirm-values';
import { initialConfirmValues } from '../initial-values';
import { platformCoupons } from '../order-coupons';
import { selectConfirm } from '../store/selectors';
import { addressesRequested, addressSubmitted, orderSubmitted } from '../store/slice';
import { confirmMessages, useConfirmValidation } from '../use-confirm-validation';
import { AddressPicker } from './address-picker';
import { BuyerNote } from './buyer-note';
import { CouponSelect } from './coupon-select';
import { AddedAddressWatcher, PriceWatcher } from './form-watchers';
import { MerchantOrderBlock } from './merchant-order-block';
import { PayMethodTiles } from './pay-method-tiles';
import { PointsToggle } from './points-toggle';
import { PriceSummary } from './price-summary';

const messages = defineMessages({
  discounts: {
    id: 'checkout.ConfirmForm.discounts',
    defaultMessage: 'Discounts and note',
    description: 'Heading of the platform coupon, points and note block',
  },
  platformCoupon: {
    id: 'checkout.ConfirmForm.platformCoupon',
    defaultMessage: 'Platform coupon',
    description: 'Label of the platform coupon select',
  },
  submit: {
    id: 'checkout.ConfirmForm.submit',
    defaultMessage: 'Submit order',
    description: 'Button that places the order and goes to payment',
  },
});

const submitBar = css({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: theme.space.lg,
  padding: theme.space.lg,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
});

interface ConfirmFormProps {
  preOrderNo: string;
  preOrder: PreOrderVo;
  /** One per visit of the page: every submit of the visit sends it. */
  idempotencyKey: string;
}

/** The confirm page's one form (final-form): address, payment method, coupons, points, note; the server prices it. */
export function ConfirmForm({ preOrderNo, preOrder, idempotencyKey }: ConfirmFormProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const confirm = useSelector(selectConfirm);
  const validate = useConfirmValidation();
  const user = useBusValue('auth/userChanged')?.user;
  const [addingAddress, setAddingAddress] = useState(false);
  // Taken once, when the page has what it needs: later loads (a new address) must not reset the choices.
  const [initialValues] = useState(() => initialConfirmValues(preOrder, confirm.addresses.data ?? [], confirm.payMethods.data));

  const coupons = confirm.coupons.data ?? [];
  const price = confirm.price.data;
  const recomputing = confirm.price.status === 'loading';
  const submitting = confirm.submit !== 'idle';
  const points = price?.userIntegral ?? preOrder.userIntegral ?? user?.integral ?? 0;
  const itemCount = preOrder.orderList.reduce((sum, order) => sum + order.orderInfoList.length, 0);

  if (addingAddress && confirm.addedAddressId !== null) setAddingAddress(false);

  const onSubmit = (values: ConfirmValues) => {
    if (itemCount === 0) return { [FORM_ERROR]: intl.formatMessage(confirmMessages.items) };
    dispatch(orderSubmitted({ order: orderRequestOf(preOrderNo, values), idempotencyKey }));
    return undefined;
  };

  return (
    <Form<ConfirmValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, form, submitError }) => (
        <>
          <form
            noValidate
            onSubmit={(event) => {
              // A validation error is also toasted, as every error is (the fields show theirs in place).
              const { errors } = form.getState();
              const first = Object.values(errors ?? {}).find((message): message is string => typeof message === 'string');
              if (first) bus.publish('ui/toast', { kind: 'error', message: first });
              void handleSubmit(event);
            }}
          >
            <PriceWatcher preOrderNo={preOrderNo} />
            <AddedAddressWatcher addedId={confirm.addedAddressId} />
            {confirm.addresses.status === 'failed' && confirm.addresses.error ? (
              <div css={panel}>
                <ErrorNotice failure={confirm.addresses.error} onRetry={() => dispatch(addressesRequested())} />
              </div>
            ) : confirm.addresses.data ? (
              <AddressPicker addresses={confirm.addresses.data} onAdd={() => setAddingAddress(true)} />
            ) : (
              <LoadingBlock />
            )}
            <PayMethodTiles methods={confirm.payMethods.data} />
            {preOrder.orderList.map((order) => (
              <MerchantOrderBlock
                key={order.merId}
                order={order}
                coupons={coupons}
                computed={price?.orderList?.find((item) => item.merId === order.merId) ?? null}
              />
            ))}
            <section css={panel} aria-labelledby="confirm-discounts-title">
              <h2 id="confirm-discounts-title" css={panelHeading}>
                {intl.formatMessage(messages.discounts)}
              </h2>
              <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.md }}>
                <CouponSelect
                  name="platformCoupon"
                  label={intl.formatMessage(messages.platformCoupon)}
                  coupons={platformCoupons(coupons)}
                />
                <PointsToggle available={points} price={price} />
                <BuyerNote />
              </div>
            </section>
            <div css={submitBar}>
              <div role="alert" css={{ color: theme.colors.danger }}>
                {submitError}
              </div>
              <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: theme.space.md }}>
                <PriceSummary preOrder={preOrder} price={price} recomputing={recomputing} failure={confirm.price.error} />
                <Button type="submit" loading={submitting} disabled={recomputing}>
                  {intl.formatMessage(messages.submit)}
                </Button>
              </div>
            </div>
          </form>
          {/* Outside the order form: the address dialog has a form of its own. */}
          {addingAddress && (
            <AddressFormDialog
              saving={confirm.addressSaving}
              onSubmit={(address) => dispatch(addressSubmitted(address))}
              onClose={() => setAddingAddress(false)}
            />
          )}
        </>
      )}
    />
  );
}
