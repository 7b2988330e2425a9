import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config, MediaConfig } from '../config';

/** A picture as served: its bytes as a stream, and what the response headers need. */
export interface StoredMedia {
  body: Readable;
  contentType: string;
  length: number | null;
  etag: string | null;
  lastModified: Date | null;
}

/**
 * Where pictures live. Every place that writes or serves a picture goes through this: uploads (reviews, refunds,
 * avatars, merchant qualifications), the pictures a new shop gets, and the demo seed's pictures. Paths are media
 * paths as stored in the database ("/media/uploads/2025-06/….png"); the drivers map them to a file under
 * MEDIA_DIR or to an object key in the bucket (the same path without its leading slash).
 */
export interface MediaStorage {
  readonly kind: 'fs' | 's3';
  /** Stores `body` at `path`; with `exclusive`, refuses to replace an existing picture. */
  put(path: string, body: Buffer | string, opts?: { exclusive?: boolean }): Promise<void>;
  /** Removes the picture at `path` (no error when it is missing). */
  remove(path: string): Promise<void>;
  /** The names of the pictures directly inside the folder `folder` ("/media/products/"). */
  list(folder: string): Promise<Set<string>>;
  /** The picture at `path` for serving, or null when there is none. */
  get(path: string): Promise<StoredMedia | null>;
  /** Prepares the storage at start (the folder, or the bucket when it is missing). */
  prepare(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

const mediaType = (path: string) => TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** A media path in canonical form ("/media/a/b.png"), or an error for anything that could leave the media root. */
export function checkedMediaPath(path: string): string {
  if (!path.startsWith('/media/') || path.split('/').some((part) => part === '..' || part === '.') || /[\\\0?#]/.test(path)) {
    throw new Error(`not a media path: ${path}`);
  }
  return path;
}

const errorCode = (err: unknown) => (typeof err === 'object' && err !== null ? (err as { code?: string }).code : undefined);

/** The filesystem driver (default): pictures are files under MEDIA_DIR, served by @fastify/static. */
function fsMediaStorage(root: string): MediaStorage {
  const fileOf = (path: string) => {
    const file = join(root, checkedMediaPath(path).slice('/media/'.length));
    if (relative(root, file).startsWith(`..${sep}`)) throw new Error(`not a media path: ${path}`);
    return file;
  };
  return {
    kind: 'fs',
    async put(path, body, opts) {
      const file = fileOf(path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body, { flag: opts?.exclusive ? 'wx' : 'w' });
    },
    async remove(path) {
      await unlink(fileOf(path)).catch((err: unknown) => {
        if (errorCode(err) !== 'ENOENT') throw err;
      });
    },
    async list(folder) {
      try {
        return new Set(await readdir(join(root, checkedMediaPath(folder).slice('/media/'.length))));
      } catch (err) {
        if (errorCode(err) === 'ENOENT') return new Set();
        throw err;
      }
    },
    async get(path) {
      const file = fileOf(path);
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return { body: createReadStream(file), contentType: mediaType(path), length: s.size, etag: null, lastModified: s.mtime };
      } catch (err) {
        if (errorCode(err) === 'ENOENT') return null;
        throw err;
      }
    },
    async prepare() {
      await mkdir(root, { recursive: true });
    },
  };
}

type S3Settings = NonNullable<MediaConfig['s3']>;

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.name === 'NoSuchBucket' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * The S3 driver: pictures are objects of one bucket on any S3-compatible server (MinIO, Garage, AWS S3 …). Every API
 * process reads and writes the same bucket, so a picture uploaded through one is served by all.
 */
function s3MediaStorage(s3: S3Settings): MediaStorage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible servers do not all speak the SDK's default CRC trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;
  const keyOf = (path: string) => checkedMediaPath(path).slice(1);
  return {
    kind: 's3',
    async put(path, body, opts) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(path),
          Body: typeof body === 'string' ? Buffer.from(body) : body,
          ContentType: mediaType(path),
        }),
      );
      // `exclusive` needs no check here: upload names are 128 random bits, and not every S3-compatible server
      // honours conditional writes (If-None-Match).
      void opts;
    },
    async remove(path) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(path) }));
    },
    async list(folder) {
      const prefix = keyOf(folder.endsWith('/') ? folder : `${folder}/`);
      const names = new Set<string>();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) names.add(o.Key.slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    async get(path) {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(path) }));
        return {
          body: r.Body as Readable,
          contentType: r.ContentType || mediaType(path),
          length: r.ContentLength ?? null,
          etag: r.ETag ?? null,
          lastModified: r.LastModified ?? null,
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async prepare() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        if (!notFound(err)) throw err;
        // Replicas starting together may race to create it: whoever loses finds it made.
        await client.send(new CreateBucketCommand({ Bucket })).catch((e: { name?: string }) => {
          if (e?.name !== 'BucketAlreadyOwnedByYou' && e?.name !== 'BucketAlreadyExists') throw e;
        });
      }
    },
  };
}

export type MediaSettings = Pick<Config, 'mediaDir'> & { media?: MediaConfig };

const storages = new WeakMap<object, MediaStorage>();

/** The storage the settings name (one per settings object, so the S3 client and its connections are shared). */
export function mediaStorage(settings: MediaSettings): MediaStorage {
  let storage = storages.get(settings);
  if (!storage) {
    storage = settings.media?.driver === 's3' && settings.media.s3 ? s3MediaStorage(settings.media.s3) : fsMediaStorage(settings.mediaDir);
    storages.set(settings, storage);
  }
  return storage;
}
