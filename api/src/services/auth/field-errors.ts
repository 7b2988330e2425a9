import type { FastifySchemaValidationError } from 'fastify';
import { badRequest } from '../../lib/errors';

/** A field's message key, or one per broken JSON-schema keyword (`format`, `maxLength`, …) with `other` for the rest. */
export type FieldMessage = string | { other: string; [keyword: string]: string };

/**
 * A schema error formatter that names the broken rule in words: a bad value of a field listed in `keys` answers
 * that field's message (e.g. the password rule) instead of the raw JSON-schema text. A missing field, or a field
 * not listed, falls through to the global handler's generic "field is required / invalid" message.
 * `root` names the body itself when it is a bare value (the raw email string bodies).
 */
export function fieldErrors(keys: Record<string, FieldMessage>, root?: string): (errors: FastifySchemaValidationError[]) => Error {
  return (errors: FastifySchemaValidationError[]) => {
    const first = errors[0];
    const path = first?.instancePath ?? '';
    const field = path ? path.split('/').filter(Boolean)[0] : root;
    const message = field !== undefined && first?.keyword !== 'required' ? keys[field] : undefined;
    const key = typeof message === 'object' ? (message[first!.keyword] ?? message.other) : message;
    if (key) return badRequest(key);
    return new Error(first?.message ?? 'invalid request');
  };
}
