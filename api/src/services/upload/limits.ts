/** The multipart field the storefront sends the picture in (the contract's upload endpoints name it so). */
export const UPLOAD_FIELD = 'multipart';

/**
 * Largest picture accepted, in bytes. The original allowed 50 MB; 5 MB is plenty for a photo or a scanned licence
 * and matches the multipart limit the app registers (app.ts), so no bigger body is ever buffered.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

// Pictures and bytes one shopper may upload in 24 hours (smaller for guests) are settings: config.limits.

/** Where uploads live under config.mediaDir, and the media path prefix they are served under. */
const UPLOAD_DIR = 'uploads';
export const UPLOAD_PATH_PREFIX = `/media/${UPLOAD_DIR}/`;

/** The `model` values of the contract's upload query; `pid` is 0..8. */
export type UploadModel = 'user' | 'product' | 'wechat' | 'news';
