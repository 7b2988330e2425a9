import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors';
import { PICTURE_WIDTHS, type PictureFormat, type PictureWidth } from '../../lib/picture-variants';

/**
 * Every picture the API stores goes through here (shoppers' and merchants' uploads, the demo seed's photos): it is
 * decoded by libvips (sharp) and encoded anew, so nothing of the file as it arrived is ever served.
 *
 * - Orientation: the EXIF orientation is applied to the pixels, then dropped with the rest.
 * - Metadata: none is written (sharp keeps none unless asked): no EXIF (GPS position, camera, time), XMP, IPTC or
 *   comment. An embedded colour profile is applied (the pixels are converted to sRGB) and not kept.
 * - Decompression bombs: the picture's declared size is checked before any pixel is decoded (MAX_PIXELS).
 * - Animation: only the first frame is decoded (an animated PNG becomes its first frame).
 * - Transparency: JPEG has none; transparent areas become white, as on the storefront's white cards.
 *
 * The stored "original" is a JPEG of the picture's own size: what the contract's picture URL answers. Beside it go
 * PICTURE_WIDTHS × (WebP, JPEG), made here, at upload, once (see docs/pictures.md for why at upload and why no AVIF).
 */

/** 40 megapixels: a 12 MP phone photo three times over, a 6,000 × 6,000 packshot; decoded RGB ≈ 120 MB at most. */
export const MAX_PIXELS = 40_000_000;

/** JPEG quality of the original and its JPEG variants, WebP quality of the WebP variants. */
const JPEG_QUALITY = 82;
const WEBP_QUALITY = 76;

// libvips threads per picture, and pictures at once: on a 2-core machine one thread per picture and one picture per
// core keeps five parallel uploads from multiplying memory (each holds its decoded pixels while it is encoded).
// The operation cache only helps when the same file is processed twice, which never happens here.
sharp.concurrency(1);
sharp.cache(false);
export const PICTURES_AT_ONCE = Math.max(1, Math.min(availableParallelism(), 4));

/** A FIFO of picture jobs, PICTURES_AT_ONCE running: the rest wait their turn with their upload's bytes only. */
const waiting: Array<() => void> = [];
let running = 0;
async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= PICTURES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export interface EncodedPicture {
  width: number;
  height: number;
  /** The original-size JPEG. */
  original: Buffer;
  variants: Array<{ width: PictureWidth; format: PictureFormat; body: Buffer }>;
}

const DECODE = { limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: true } as const;

/** Refused in words: not a picture libvips can read, or more pixels than MAX_PIXELS. */
async function checkedHeader(input: Buffer): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    // The header only: no pixel limit here (sharp would refuse a bomb as unreadable); it is checked just below.
    meta = await sharp(input, { failOn: 'error' }).metadata();
  } catch {
    throw badRequest('upload.undecodable');
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw badRequest('upload.notImage');
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw badRequest('upload.undecodable');
  if (width * height > MAX_PIXELS) throw badRequest('upload.tooManyPixels', { mp: MAX_PIXELS / 1_000_000 });
  return { width, height };
}

/**
 * Decodes `input` (JPEG or PNG), applies its orientation and colour profile, and encodes the original-size JPEG and
 * every variant. Throws AppError 400 (translated) for what cannot be read; never returns input bytes.
 */
export async function encodePicture(input: Buffer): Promise<EncodedPicture> {
  await checkedHeader(input);
  return inTurn(async () => {
    let pixels: { data: Buffer; info: sharp.OutputInfo };
    try {
      // Decoded once, oriented, flattened onto white and converted to sRGB; every output starts from these pixels.
      pixels = await sharp(input, DECODE)
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw badRequest('upload.undecodable');
    }
    return encodePixels(pixels.data, pixels.info);
  });
}

/** Sharp's description of raw pixels: width, height and channels (3, sRGB). */
export interface RawPixels {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * Encodes decoded sRGB pixels (no alpha) as the original-size JPEG and every variant. encodePicture's second half;
 * the demo seed calls it with the pixels of the photos it generates.
 */
export async function encodePixels(data: Buffer, info: RawPixels): Promise<EncodedPicture> {
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const original = await sharp(data, raw).jpeg({ quality: JPEG_QUALITY, progressive: true }).toBuffer();
  // Variants are made from one downscale to the largest width (resizing 12 MP six times would cost more).
  const largest = Math.min(info.width, PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]);
  const base = await sharp(data, raw).resize({ width: largest }).raw().toBuffer({ resolveWithObject: true });
  const baseRaw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } } as const;
  const variants: EncodedPicture['variants'] = [];
  for (const width of PICTURE_WIDTHS) {
    const resized = () => sharp(base.data, baseRaw).resize({ width: Math.min(width, largest) });
    variants.push(
      { width, format: 'webp', body: await resized().webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer() },
      { width, format: 'jpg', body: await resized().jpeg({ quality: JPEG_QUALITY, progressive: true }).toBuffer() },
    );
  }
  return { width: info.width, height: info.height, original, variants };
}
