import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { Action } from '@reduxjs/toolkit';
import { localizePath, useLocale } from '@mall/i18n';
import { orderDetailPath } from '@mall/routes';
import { paymentStepPath, type PaymentStep } from './payment-step';

/**
 * Takes the shopper to an order's payment step once the store holds one: Stripe's card page or the result page
 * in the storefront, PayPal's approve URL outside it. `opened` (an action creator, so a constant) clears the step.
 *
 * `fromConfirmation`: the page is the order confirmation, whose pre-order the new order has used up. Its history
 * entry becomes the order's detail (unpaid, status 0) before the payment step is opened, so Back from the card page
 * or PayPal lands on the order rather than on "This order confirmation cannot be used".
 */
export function useFollowPaymentStep(next: PaymentStep | null, opened: () => Action, fromConfirmation = false): void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    if (!next) return;
    dispatch(opened());
    if (fromConfirmation) navigate(localizePath(orderDetailPath(next.orderNo, 0), locale), { replace: true });
    if (next.kind === 'redirect') window.location.assign(next.url);
    else navigate(localizePath(paymentStepPath(next), locale));
  }, [dispatch, navigate, locale, next, opened, fromConfirmation]);
}
