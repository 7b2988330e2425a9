/** At most this many qualification pictures (spec section 9). */
export const MAX_PICTURES = 10;
/** The API's size limit; checked here first so nothing too big is sent. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** What the file picker offers: JPG, JPEG and PNG (spec section 5). */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const EXTENSION = /\.(jpe?g|png)$/i;
const TYPES = ['image/jpeg', 'image/png'];

export type PictureProblem = 'notImage' | 'tooLarge';

/**
 * The client's check of a chosen file: a JPG/JPEG/PNG name and type, at most 5 MB. The server checks again, by the
 * file's content, so a renamed text file is still refused there.
 */
export function pictureProblem(file: Pick<File, 'name' | 'type' | 'size'>): PictureProblem | null {
  if (!EXTENSION.test(file.name) || (file.type !== '' && !TYPES.includes(file.type))) return 'notImage';
  if (file.size > MAX_PICTURE_BYTES) return 'tooLarge';
  return null;
}
