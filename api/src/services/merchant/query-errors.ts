import type { FastifySchemaValidationError } from 'fastify';
import { badRequest } from '../../lib/errors';

/** Which rule each input of the merchant routes breaks, in words (the field is named in the message). */
const RULES: Record<string, string> = {
  id: 'merchant.query.id',
  merId: 'merchant.query.id',
  typeId: 'merchant.query.id',
  categoryId: 'merchant.query.id',
  cid: 'merchant.query.id',
  isSelf: 'merchant.query.flag',
  keywords: 'merchant.query.text',
  keyword: 'merchant.query.text',
  minPrice: 'merchant.query.price',
  maxPrice: 'merchant.query.price',
  priceOrder: 'merchant.query.order',
  salesOrder: 'merchant.query.order',
  captcha: 'merchant.captcha.format',
  captchaKey: 'merchant.captcha.expired',
};

/**
 * A schema error formatter for the merchant routes: a bad value of a known input answers its rule in the
 * shopper's language; anything else (a missing field, page/limit out of range) falls through to the global
 * handler's generic "field is required / invalid" message.
 */
export function merchantQueryErrors(errors: FastifySchemaValidationError[]): Error {
  const first = errors[0];
  const field = (first?.instancePath ?? '').split('/').filter(Boolean)[0];
  const key = field !== undefined && first?.keyword !== 'required' ? RULES[field] : undefined;
  if (key) return badRequest(key, { field });
  return new Error(first?.message ?? 'invalid request');
}
