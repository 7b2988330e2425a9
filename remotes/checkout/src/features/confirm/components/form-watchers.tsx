import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { priceRequestOf, type ConfirmValues } from '../confirm-values';
import { addedAddressChosen, priceRequested } from '../store/slice';

/** Asks the server for the price again whenever something it depends on changes (address, coupons, points). */
export function PriceWatcher({ preOrderNo }: { preOrderNo: string }) {
  const dispatch = useDispatch();
  const { values } = useFormState<ConfirmValues>({ subscription: { values: true } });
  const request = priceRequestOf(preOrderNo, values);
  const key = JSON.stringify(request);
  useEffect(() => {
    dispatch(priceRequested(JSON.parse(key)));
  }, [dispatch, key]);
  return null;
}

/** The address just added becomes the chosen one. */
export function AddedAddressWatcher({ addedId }: { addedId: number | null }) {
  const form = useForm<ConfirmValues>();
  const dispatch = useDispatch();
  useEffect(() => {
    if (addedId === null) return;
    form.change('addressId', String(addedId));
    dispatch(addedAddressChosen());
  }, [addedId, dispatch, form]);
  return null;
}
