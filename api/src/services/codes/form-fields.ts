import type { FastifyRequest } from 'fastify';
import { formError } from '../../lib/errors';

/**
 * preValidation hook for routes whose body comes as multipart/form-data (the contract's sendCode): reads the text
 * fields into `req.body` so the route's TypeBox schema validates them like a JSON body. Files are drained and ignored.
 */
export async function formFieldsAsBody(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        continue;
      }
      fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    throw formError(err);
  }
  req.body = fields;
}
