/** A picture type the API accepts, recognised by its first bytes. */
export interface ImageKind {
  ext: 'jpg' | 'png';
  mime: 'image/jpeg' | 'image/png';
}

const SIGNATURES: ReadonlyArray<{ kind: ImageKind; magic: readonly number[] }> = [
  { kind: { ext: 'jpg', mime: 'image/jpeg' }, magic: [0xff, 0xd8, 0xff] },
  { kind: { ext: 'png', mime: 'image/png' }, magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/**
 * The type of a file by its content (magic bytes), never by its name or the browser's content type: a text file
 * named "photo.png" is not a picture. Returns null for anything but JPEG and PNG.
 */
export function sniffImage(content: Uint8Array): ImageKind | null {
  for (const { kind, magic } of SIGNATURES) {
    if (content.length > magic.length && magic.every((byte, i) => content[i] === byte)) return kind;
  }
  return null;
}
