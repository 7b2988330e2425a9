// The storefront's <Picture> names variants by convention; the API makes them, and the host's server (the home banner)
// and the API's served head (the product's main picture) preload a page's largest picture by the same convention. The lists are kept in their own packages (the API imports no front-end
// code, the storefront no API code, the static server no TypeScript): this checks they name the same files.
import { picturePaths } from '../../api/src/services/upload/picture-variants';
import { picturePreload as servedHeadPreload } from '../../api/src/services/seo/picture-preload';
import { variantSrcSet } from '../../shared/ui-theme/src/components/picture';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The host server's preload tag for a picture (an ES module: asked through node, as static-headers.test does). */
function picturePreload(src: string, sizes: string): string {
  const script = join(__dirname, '..', 'serve-static.mjs');
  const r = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { picturePreload } from ${JSON.stringify(script)}; process.stdout.write(picturePreload(process.argv[1], process.argv[2]));`,
      src,
      sizes,
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout;
}

describe('picture variants', () => {
  it('the srcsets of <Picture> name exactly the variants the API stores beside an upload', () => {
    const original = '/media/uploads/2026-11/0123456789abcdef0123456789abcdef.jpg';
    for (const format of ['webp', 'jpg'] as const) {
      const named = variantSrcSet(original, format)
        .split(', ')
        .map((candidate) => candidate.split(' ')[0]);
      const stored = picturePaths(original).filter((p) => p !== original && p.endsWith(`.${format}`));
      expect([...named].sort()).toEqual([...stored].sort());
    }
  });

  it("the host server's preload of a page's largest picture names the WebP srcset <Picture> gives the browser", () => {
    const original = 'http://localhost:8080/media/photos/v1/banner-home-1.jpg';
    const tag = picturePreload(original, '(max-width: 960px) 100vw, 954px');
    expect(/imagesrcset="([^"]*)"/.exec(tag)?.[1]).toBe(variantSrcSet(original, 'webp'));
    expect(tag).toContain('imagesizes="(max-width: 960px) 100vw, 954px"');
    expect(tag).toContain('type="image/webp"');
  });

  it("the served head's preload (the product's main picture, both servers) is the tag the host server writes for a banner", () => {
    for (const original of ['http://localhost:8080/media/photos/v1/product-07.jpg', 'https://cdn.example/media/uploads/2026-11/ab12.jpg']) {
      const tag = servedHeadPreload(original, '420px');
      expect(tag).toBe(picturePreload(original, '420px'));
      expect(/imagesrcset="([^"]*)"/.exec(tag)?.[1]).toBe(variantSrcSet(original, 'webp'));
    }
    // A picture without variants (a drawing, another backend's) is preloaded as it is, as <Picture> draws it.
    const drawing = 'http://localhost:8080/media/seed/product-3.svg';
    expect(servedHeadPreload(drawing, '420px')).toBe(picturePreload(drawing, '420px'));
    expect(servedHeadPreload(drawing, '420px')).not.toContain('imagesrcset');
  });
});
