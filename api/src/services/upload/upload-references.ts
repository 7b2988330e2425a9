import type { Db } from '../../infra/db';
import { badRequest } from '../../lib/errors';
import { UPLOAD_PATH_PREFIX } from './limits';

/**
 * The media path of a picture URL this API served for an upload: "<publicUrl>/media/uploads/…" or the bare
 * "/media/uploads/…". Anything else (another host, another folder, "..") gives null.
 */
export function uploadPathOf(publicUrl: string, url: string): string | null {
  const value = url.trim();
  const path = value.startsWith(`${publicUrl}/`) ? value.slice(publicUrl.length) : value;
  if (!path.startsWith(UPLOAD_PATH_PREFIX) || path.includes('..') || /[?#\\]/.test(path)) return null;
  return /^\/media\/uploads\/[0-9]{4}-[0-9]{2}\/[0-9a-f]{32}\.(jpg|png)$/.test(path) ? path : null;
}

/**
 * Turns picture URLs sent by a form into the media paths of pictures the shopper `uid` uploaded here, in the
 * order given. Refuses (400 upload.foreign) a URL of another site, of the seed, or of another shopper's upload,
 * so a form can never point at someone else's documents. Call inside the use case's transaction.
 */
export async function ownUploadPaths(tx: Db, publicUrl: string, uid: number, urls: readonly string[]): Promise<string[]> {
  const paths = urls.map((url) => uploadPathOf(publicUrl, url));
  if (paths.some((p) => p === null)) throw badRequest('upload.foreign');
  const wanted = [...new Set(paths as string[])];
  const r = await tx.query<{ path: string }>('SELECT path FROM upload WHERE uid = $1 AND path = ANY($2)', [uid, wanted]);
  if (r.rows.length !== wanted.length) throw badRequest('upload.foreign');
  return paths as string[];
}
