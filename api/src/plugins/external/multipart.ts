import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';

/** Uploads (pictures) and the contract's form bodies (POST /api/front/login/sendCode): small, few. */
export const autoConfig: FastifyMultipartOptions = { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 20 } };

export default multipart;
