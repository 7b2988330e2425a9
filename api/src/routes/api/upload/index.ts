import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { FileResultVo, UploadQuery } from '../../../schemas/upload';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '../../../services/upload/limits';
import { readSingleUpload } from '../../../services/upload/read-upload';
import '../../../services/upload/messages';
import * as endpoints from '../../../lib/endpoints';

/**
 * /api/front/upload/**: pictures for forms (merchant application, reviews, refunds, avatars).
 * The contract whitelists upload/** for anonymous callers; here a sign-in is required, because an anonymous
 * upload endpoint lets anyone fill the disk and host files on the mall's domain.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.uploadImage,
    {
      schema: {
        tags: ['upload'],
        summary: 'Upload one picture (JPG or PNG)',
        description:
          `multipart/form-data with one file in the field "${UPLOAD_FIELD}". The type is read from the content ` +
          `(JPEG or PNG magic bytes), not from the name; at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB; one file per call; ` +
          'in 24 hours at most config.limits.uploadsPerDay pictures and uploadBytesPerDay bytes per shopper, ' +
          'guestUploadsPerDay and guestUploadBytesPerDay per guest account (code 429). Other refusals answer code 400 with the reason.',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 200: Envelope(FileResultVo, 'The stored picture') },
      },
    },
    async (req) => {
      const file = await readSingleUpload(req);
      const target = { model: req.query.model ?? 'product', pid: req.query.pid ?? 1 };
      return ok(await app.uploads.storeImage(req.userId!, target, file), 'upload.done');
    },
  );
};

export default routes;
