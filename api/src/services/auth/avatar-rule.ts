import type { Db } from '../../infra/db';
import { badRequest } from '../../lib/errors';
import { uploadPathOf } from '../upload/upload-references';
import { DEFAULT_AVATAR } from './user-repository';
import './messages';

/** What the stored avatar of an absolute URL is: this server's pictures are kept relative ("/media/…"). */
export function storedAvatar(publicUrl: string, url: string): string {
  const own = `${publicUrl}/media/`;
  return url.startsWith(own) ? url.slice(publicUrl.length) : url;
}

/**
 * The avatar a shopper may choose (given as stored, see storedAvatar): the default avatar, the one they have now (a
 * social sign-in's picture may live elsewhere), or a picture they uploaded themselves. Any other address — another
 * site, another shopper's upload, a seed picture — is refused, so a profile cannot point at someone else's files or
 * at a tracking pixel. Call inside the use case's transaction.
 */
export async function checkAvatar(tx: Db, publicUrl: string, userId: number, avatar: string, current: string): Promise<void> {
  if (avatar === DEFAULT_AVATAR || avatar === current) return;
  const path = uploadPathOf(publicUrl, avatar);
  if (path) {
    const r = await tx.query('SELECT 1 FROM upload WHERE uid = $1 AND path = $2', [userId, path]);
    if (r.rows.length > 0) return;
  }
  throw badRequest('user.avatar.foreign');
}
