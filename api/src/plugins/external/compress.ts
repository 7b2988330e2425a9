import compress, { type FastifyCompressOptions } from '@fastify/compress';

// JSON answers above 1 KB travel gzip/brotli-compressed when the client asks (product lists shrink ~5-8x);
// small answers are not worth the CPU.
export const autoConfig: FastifyCompressOptions = { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] };

export default compress;
