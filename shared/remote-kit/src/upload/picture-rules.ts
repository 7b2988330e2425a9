// What a picture must be before it is sent to POST /api/front/upload/image (JPG or PNG, at most 5 MB). The server
// checks again by the file's content, so a renamed text file is still refused there.

/** Review and refund proof pictures: at most 5 (docs/contract.md, "Storefront rules"); a form with another limit passes its own `max`. */
export const DEFAULT_MAX_PICTURES = 5;
/** The API's size limit (api/src/plugins/app/upload/limits.ts); checked here first so nothing bigger is sent. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** What the file picker offers: JPG, JPEG and PNG. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const EXTENSION = /\.(jpe?g|png)$/i;
const TYPES = ['image/jpeg', 'image/png'];

export type PictureProblem = 'notImage' | 'tooLarge';

/** Why a chosen file cannot be uploaded (a JPG/JPEG/PNG name and type, at most 5 MB), or null when it can. */
export function pictureProblem(file: Pick<File, 'name' | 'type' | 'size'>): PictureProblem | null {
  if (!EXTENSION.test(file.name) || (file.type !== '' && !TYPES.includes(file.type))) return 'notImage';
  if (file.size > MAX_PICTURE_BYTES) return 'tooLarge';
  return null;
}
