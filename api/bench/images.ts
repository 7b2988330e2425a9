/**
 * The upload picture pipeline on a phone photo's weight (`npm run bench:images`, or npx tsx bench/images.ts [runs]):
 * encodePicture — what POST /api/front/upload/image runs on every upload before storing anything — on a
 * 12-megapixel JPEG (4,000 × 3,000, ~3–4 MB, with EXIF GPS tags, made here deterministically with sharp).
 *
 * Prints:
 * - one picture at a time: median / max milliseconds of the whole re-encode (decode, orient, sRGB, the original
 *   JPEG and the WebP/JPEG variants), and the bytes of what is stored;
 * - five at once (five shoppers uploading together): the wall time, each picture's time, and this process's
 *   resident memory (RSS) before and at its peak (sampled every 20 ms), which the pipeline's queue bounds.
 * Figures only, nothing asserted. Run it under `flock /tmp/mall-bench.lock` so no other benchmark shares the cores.
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { PICTURES_AT_ONCE, encodePicture } from '../src/services/upload/picture-pipeline';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from '../src/lib/picture-variants';
import { UPLOAD_MAX_BYTES } from '../src/services/upload/limits';
import { createRng } from '../src/seed/random';

const MB = 1024 * 1024;
const runs = Number(process.argv[2]) || 5;

/** A 4,000 × 3,000 photo-like JPEG: a gradient scene under a two-scale grain, with a camera's EXIF and GPS. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const rng = createRng('bench-images');
  const noise = (scale: number, amplitude: number) => {
    const w = Math.ceil(width / scale);
    const h = Math.ceil(height / scale);
    const data = Buffer.alloc(w * h);
    for (let i = 0; i < data.length; i += 1) data[i] = Math.round(128 + (rng.next() - 0.5) * 2 * amplitude);
    return sharp(data, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { kernel: 'cubic' })
      .toColourspace('srgb')
      .raw()
      .toBuffer();
  };
  const scene =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
    '<stop offset="0" stop-color="#8ec5fc"/><stop offset="1" stop-color="#3a6073"/></linearGradient></defs>' +
    `<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="2000" cy="1500" r="900" fill="#f6d365" fill-opacity=".6"/></svg>`;
  const raw = { width, height, channels: 3 } as const;
  return sharp(Buffer.from(scene))
    .flatten({ background: '#fff' })
    .composite([
      { input: await noise(8, 60), raw, blend: 'soft-light' },
      { input: await noise(1, 14), raw, blend: 'overlay' },
    ])
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'BenchPhone', Model: '12MP', Orientation: '1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2952/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4020/100' },
    })
    .toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rssMb = () => process.memoryUsage().rss / MB;

async function main() {
  const photo = await phonePhoto();
  const meta = await sharp(photo).metadata();
  console.log(
    `input: ${meta.width} × ${meta.height} JPEG, ${(photo.length / MB).toFixed(2)} MB (upload limit ${UPLOAD_MAX_BYTES / MB} MB), ` +
      `EXIF ${meta.exif ? 'with GPS' : 'none'}; ${availableParallelism()} cores, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}`,
  );
  // One warm-up: libvips loads its codecs on first use.
  await encodePicture(photo);

  const times: number[] = [];
  let stored = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const out = await encodePicture(photo);
    times.push(performance.now() - started);
    stored = out.original.length + out.variants.reduce((s, v) => s + v.body.length, 0);
  }
  console.log(
    `\none at a time (${runs} runs): median ${Math.round(median(times))} ms, max ${Math.round(Math.max(...times))} ms; ` +
      `stored ${(stored / MB).toFixed(2)} MB (original + ${PICTURE_WIDTHS.length * PICTURE_FORMATS.length} variants)`,
  );

  global.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = performance.now();
  const each = await Promise.all(
    Array.from({ length: 5 }, async () => {
      const t = performance.now();
      await encodePicture(Buffer.from(photo));
      return performance.now() - t;
    }),
  );
  const wall = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  console.log(
    `five at once: all done in ${Math.round(wall)} ms (each ${each.map((t) => Math.round(t)).join(', ')} ms; ${PICTURES_AT_ONCE} encoded at a time, the others queued); ` +
      `RSS ${Math.round(before)} MB before, ${Math.round(peak)} MB at peak (+${Math.round(peak - before)} MB)`,
  );
}

void main();
