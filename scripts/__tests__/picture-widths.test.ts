// The storefront's <Picture> names variants by convention; the API makes them, and the API's served head (the product's
// main picture, home's first banner: both servers write it) preloads a page's largest picture by the same convention.
// The lists are kept in their own packages (the API imports no front-end code, the storefront no API code): this checks
// they name the same files.
import { picturePaths } from '../../api/src/services/upload/picture-variants';
import { picturePreload } from '../../api/src/services/seo/picture-preload';
import { variantSrcSet } from '../../shared/ui-theme/src/components/picture';
import { HOME_BANNER_SIZES } from '../../shared/routes/src/table';

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

  it("the served head's preload of a page's largest picture names the WebP srcset and sizes <Picture> gives the browser", () => {
    for (const [original, sizes] of [
      ['http://localhost:8080/media/photos/v1/banner-home-1.jpg', HOME_BANNER_SIZES],
      ['http://localhost:8080/media/photos/v1/product-07.jpg', '420px'],
      ['https://cdn.example/media/uploads/2026-11/ab12.jpg', '420px'],
    ]) {
      const tag = picturePreload(original, sizes);
      expect(tag).toBe(
        `<link rel="preload" as="image" href="${original}" imagesrcset="${variantSrcSet(original, 'webp')}" ` +
          `imagesizes="${sizes}" type="image/webp" fetchpriority="high">`,
      );
    }
    // A picture without variants (a drawing, another backend's) is preloaded as it is, as <Picture> draws it.
    const drawing = 'http://localhost:8080/media/seed/product-3.svg';
    expect(picturePreload(drawing, '420px')).toBe(`<link rel="preload" as="image" href="${drawing}" fetchpriority="high">`);
  });
});
