import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import sharp from 'sharp';
import { encodePixels, type EncodedPicture } from '../../services/upload/picture-pipeline';
import { variantPath } from '../../lib/picture-variants';
import { picturePaths } from '../../services/upload/picture-variants';
import { createRng } from '../random';
import { ICON_NAMES, icon, type IconName } from '../../lib/drawing/icons';
import { gradient, shade, svg, swatchFor } from '../../lib/drawing/svg';

/**
 * The demo mall's photo-weight pictures: a drawing (the seed's SVG: gradient, shapes, icon, words) rendered to pixels
 * and overlaid with a grain of two scales — a soft mottling that survives downscaling, like the texture of fabric or
 * foliage, and a fine sensor-like noise — so the JPEG weighs what a merchant's 1,200 px photo weighs (~150–250 KB)
 * and the smaller variants what theirs would. Deterministic: the grain comes from the seeded generator, keyed by the
 * picture's path; every machine draws the same bytes.
 *
 * The folder carries the generator's version: the pictures are served as immutable, so a change of the drawing
 * must come with a new folder (v2) for browsers to fetch it.
 */
export const PHOTO_FOLDER = '/media/photos/v1';

/**
 * The pools: every product's pictures, every shop's street strip and every shop's banners are drawn from these (a
 * few dozen distinct photos weigh what a real mall's do; one photo per product would take gigabytes).
 */
export const PHOTO_POOLS = {
  product: { count: 24, width: 1200, height: 1200 },
  street: { count: 6, width: 1200, height: 300 },
  'shop-banner': { count: 6, width: 1200, height: 400 },
} as const;
export type PhotoPool = keyof typeof PHOTO_POOLS;

const two = (n: number) => String(n).padStart(2, '0');
const poolPath = (pool: PhotoPool, index: number) => `${PHOTO_FOLDER}/${pool}-${two(index)}.jpg`;

/** The n-th (1-based) picture of product `id`: consecutive photos of the pool, starting from the product's own. */
export const productPhotoPath = (id: number, n: number) => poolPath('product', ((id * 7 + n - 1) % PHOTO_POOLS.product.count) + 1);
/** A shop's street strip. */
export const streetPhotoPath = (merchantId: number) => poolPath('street', ((merchantId - 1) % PHOTO_POOLS.street.count) + 1);
/** A shop's n-th (1-based) banner. */
export const shopBannerPhotoPath = (merchantId: number, n: number) =>
  poolPath('shop-banner', ((merchantId * 3 + n - 1) % PHOTO_POOLS['shop-banner'].count) + 1);

/** The pool and index of a pool photo's path ("…/product-07.jpg" → product 7), or null. */
export function poolPhotoOf(path: string): { pool: PhotoPool; index: number } | null {
  const m = /^\/media\/photos\/v1\/(product|street|shop-banner)-(\d+)\.jpg$/.exec(path);
  return m ? { pool: m[1] as PhotoPool, index: Number(m[2]) } : null;
}

/** A pool photo's drawing, without words (one photo shows many products or shops): a lit object on a backdrop. */
export function poolDrawing(pool: PhotoPool, index: number): string {
  const { width, height } = PHOTO_POOLS[pool];
  const [from, to] = swatchFor(`${pool}-${index}`);
  const name: IconName = ICON_NAMES[(index * 5 + pool.length) % ICON_NAMES.length];
  const cx = Math.round(pool === 'product' ? width / 2 : width * (0.3 + ((index * 0.17) % 0.5)));
  const cy = Math.round(height * 0.48);
  const r = Math.round(Math.min(width, height) * 0.36);
  return svg(
    width,
    height,
    [
      gradient('g', [shade(from, 0.1), shade(to, -0.15)], index % 3),
      `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
      `<ellipse cx="${cx}" cy="${Math.round(cy + r * 1.05)}" rx="${Math.round(r * 1.1)}" ry="${Math.round(r * 0.18)}" fill="#000" fill-opacity=".18"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".22"/>`,
      `<circle cx="${Math.round(cx - r * 0.3)}" cy="${Math.round(cy - r * 0.35)}" r="${Math.round(r * 0.35)}" fill="#fff" fill-opacity=".18"/>`,
      icon(name, cx, cy, Math.round(r * 1.1), '#fff', Math.max(6, Math.round(r / 18))),
    ].join(''),
  );
}

/** Grain strength: mottling (coarse, survives downscaling) and sensor noise (fine, only in the large sizes). */
const COARSE = 52;
const FINE = 12;

function grain(
  seed: string,
  width: number,
  height: number,
  scale: number,
  amplitude: number,
): { data: Buffer; width: number; height: number } {
  const rng = createRng(seed);
  const w = Math.ceil(width / scale);
  const h = Math.ceil(height / scale);
  const data = Buffer.alloc(w * h);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.max(0, Math.min(255, Math.round(128 + (rng.next() - 0.5) * amplitude * 2)));
  return { data, width: w, height: h };
}

/** The drawing `svg`, `width` × `height`, with its grain: sRGB pixels without alpha. */
async function photoPixels(seed: string, svg: string, width: number, height: number) {
  const layer = async (scale: number, amplitude: number) => {
    const g = grain(`${seed}:${scale}`, width, height, scale, amplitude);
    return sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } })
      .resize(width, height, { kernel: scale > 1 ? 'cubic' : 'nearest' })
      .toColourspace('srgb')
      .raw()
      .toBuffer();
  };
  const [coarse, fine] = await Promise.all([layer(6, COARSE), layer(1, FINE)]);
  const raw = { width, height, channels: 3 } as const;
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .composite([
      { input: coarse, raw, blend: 'soft-light' },
      { input: fine, raw, blend: 'overlay' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The original-size JPEG and every variant of a drawing turned photo. */
export async function photograph(seed: string, svg: string, width: number, height: number): Promise<EncodedPicture> {
  const { data, info } = await photoPixels(seed, svg, width, height);
  return encodePixels(data, { width: info.width, height: info.height, channels: 3 });
}

/** The files of a photographed picture stored at `path` (a .jpg): the original first, then its variants. */
export function photoFiles(path: string, picture: EncodedPicture): Array<{ path: string; body: Buffer }> {
  return [{ path, body: picture.original }, ...picture.variants.map((v) => ({ path: variantPath(path, v.width, v.format), body: v.body }))];
}

/**
 * Where generated photos are kept between seeds (node_modules/.cache of the API package, or MALL_PHOTO_CACHE): they
 * are the same bytes on every run, and drawing them costs ~0.5 s of CPU each, so a fresh data folder (a test
 * template, bench:web's stack, a second clone's start) copies them instead. Only a cache: deleting it costs time.
 */
const API_ROOT = __dirname.includes(`${sep}dist${sep}`)
  ? __dirname.slice(0, __dirname.lastIndexOf(`${sep}dist${sep}`))
  : join(__dirname, '..', '..', '..');
const PHOTO_CACHE = process.env.MALL_PHOTO_CACHE || join(API_ROOT, 'node_modules', '.cache', 'seed-photos');

type PhotoFile = { path: string; body: Buffer };

/** The files of the photo at `path` from the cache, or made by `make` (and cached). */
export async function cachedPhoto(path: string, make: () => Promise<PhotoFile[]>): Promise<PhotoFile[]> {
  const at = (p: string) => join(PHOTO_CACHE, p.slice('/media/'.length));
  const paths = picturePaths(path);
  try {
    return await Promise.all(paths.map(async (p) => ({ path: p, body: await readFile(at(p)) })));
  } catch {
    const files = await make();
    // Best effort: a read-only node_modules only means no cache.
    await Promise.all(
      files.map((f) =>
        mkdir(dirname(at(f.path)), { recursive: true })
          .then(() => writeFile(at(f.path), f.body))
          .catch(() => undefined),
      ),
    );
    return files;
  }
}
