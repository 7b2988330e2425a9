import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { Action } from '@reduxjs/toolkit';
import { localizePath, useLocale } from '@mall/i18n';
import { paymentStepPath, type PaymentStep } from './payment-step';

/**
 * Takes the shopper to an order's payment step once the store holds one: Stripe's card page or the result page
 * in the storefront, PayPal's approve URL outside it. `opened` (an action creator, so a constant) clears the step.
 */
export function useFollowPaymentStep(next: PaymentStep | null, opened: () => Action): void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    if (!next) return;
    dispatch(opened());
    if (next.kind === 'redirect') window.location.assign(next.url);
    else navigate(localizePath(paymentStepPath(next), locale));
  }, [dispatch, navigate, locale, next, opened]);
}
