#!/usr/bin/env node
// Draws the storefront's icons from host/public/favicon.svg (the brand red of @mall/ui-theme): the PNGs the web app
// manifest and Apple's home screen ask for, and /favicon.ico (one 32 px PNG inside an ICO container, which every
// browser reads) for the clients that ask for it without reading the page. Run after changing the SVG:
// `node scripts/make-icons.mjs`; the files are committed (sharp comes with the API, which renders pictures with it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sharp = createRequire(join(root, 'api', 'package.json'))('sharp');
const publicDir = join(root, 'host', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'));

const png = (size) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file holding one PNG image (allowed since Windows Vista; what browsers read). */
function ico(image, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 = 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14); // size of the PNG
  header.writeUInt32LE(header.length, 18); // where it starts
  return Buffer.concat([header, image]);
}

for (const [file, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
]) {
  writeFileSync(join(publicDir, file), await png(size));
}
writeFileSync(join(publicDir, 'favicon.ico'), ico(await png(32), 32));
console.log(`[make-icons] wrote the icons into ${publicDir}`);
