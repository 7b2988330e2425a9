-- The checkout's PLACE statement refuses from inside (order-create-service.ts): when one of its guards did not hold
-- (a SKU short, too many unpaid orders, a coupon gone, points short) it raises, so the whole statement fails and the
-- COMMIT pipelined behind it only ends the failed transaction. `reason` names the guard, `detail` what the message needs.
CREATE FUNCTION checkout_refuse(reason TEXT, detail TEXT) RETURNS BOOLEAN LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'checkout refused: %', reason USING ERRCODE = 'P0001', DETAIL = COALESCE(detail, '');
END
$$;
