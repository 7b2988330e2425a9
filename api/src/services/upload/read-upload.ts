import type { FastifyRequest } from 'fastify';
import { badRequest, formError } from '../../lib/errors';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from './limits';

/** One file as the browser sent it: the bytes, and the name it gave (display only). */
export interface ReceivedFile {
  fileName: string;
  content: Buffer;
}

const MEGABYTE = 1024 * 1024;

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null ? (err as { code?: string }).code : undefined;
}

/**
 * Reads the one file of an upload request from the multipart field `multipart`. Refuses in words: no file (or not
 * multipart), more than one file, a file over UPLOAD_MAX_BYTES. Other fields are ignored.
 */
export async function readSingleUpload(req: FastifyRequest): Promise<ReceivedFile> {
  if (!req.isMultipart()) throw badRequest('upload.missing');
  let received: ReceivedFile | null = null;
  try {
    // A file over the limit throws FST_REQ_FILE_TOO_LARGE (the plugin's throwFileSizeLimit default).
    const parts = req.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        continue;
      }
      received = { fileName: part.filename ?? '', content: await part.toBuffer() };
    }
  } catch (err) {
    const code = errorCode(err);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('upload.tooLarge', { mb: UPLOAD_MAX_BYTES / MEGABYTE });
    if (code === 'FST_FILES_LIMIT') throw badRequest('upload.oneFile');
    throw formError(err);
  }
  if (!received || received.content.length === 0) throw badRequest('upload.missing');
  return received;
}
