import type { FastifySchemaValidationError } from 'fastify';
import { badRequest } from '../../lib/errors';
import './messages';

/** The message of each address form field, whether it is missing or invalid (each of name, address and post code has its own message). */
const FIELD_KEYS: Record<string, string> = {
  realName: 'address.realName.invalid',
  detail: 'address.detail.invalid',
  postCode: 'address.postCode.invalid',
  email: 'address.email.invalid',
  phone: 'address.phone.invalid',
  countryCode: 'address.countryCode.invalid',
};

/**
 * Schema error formatter of the address routes: a missing or bad form field answers that field's message in the
 * shopper's language (the form shows it as it is); anything else (an id, a bad body) falls through to the global
 * handler's generic text.
 */
export function addressFieldErrors(errors: FastifySchemaValidationError[]): Error {
  const first = errors[0];
  const missing = first?.keyword === 'required' ? (first.params as { missingProperty?: string } | undefined)?.missingProperty : undefined;
  const field = missing ?? (first?.instancePath ?? '').split('/').filter(Boolean)[0];
  const key = field ? FIELD_KEYS[field] : undefined;
  if (key) return badRequest(key);
  return new Error(first?.message ?? 'invalid request');
}
