import { PICTURE_WIDTHS, hasVariants, variantPath, variantSrcSet } from '../picture-variants';

const OURS = 'http://localhost:8080/media/uploads/2026-11/0123456789abcdef0123456789abcdef.jpg';
const STEM = OURS.slice(0, -'.jpg'.length);

describe('picture variants', () => {
  it('knows the API’s re-encoded pictures by their URL, and nothing else', () => {
    expect(hasVariants(OURS)).toBe(true);
    expect(hasVariants('/media/uploads/2026-11/0123456789abcdef0123456789abcdef.jpg')).toBe(true);
    expect(hasVariants('/media/photos/v1/product-07.jpg')).toBe(true);
    expect(hasVariants('https://cdn.example/media/photos/v1/banner-home-1.fr.jpg')).toBe(true);
    // The seed's drawings, another backend of the contract's family, an upload from before the pipeline, a query.
    expect(hasVariants('http://localhost:8080/media/brand/logo.svg')).toBe(false);
    expect(hasVariants('http://localhost:8080/media/seed/product-3.svg')).toBe(false);
    expect(hasVariants('https://cdn.example.com/crmebimage/public/product/2023/05/01/a.jpg')).toBe(false);
    expect(hasVariants('http://localhost:8080/media/uploads/2025-01/0123456789abcdef0123456789abcdef.png')).toBe(false);
    expect(hasVariants(`${OURS}?x=1`)).toBe(false);
  });

  it('names a variant beside its original, by width and format, for a path and a URL alike', () => {
    expect(variantPath('/media/photos/v1/product-07.jpg', 640, 'webp')).toBe('/media/photos/v1/product-07.w640.webp');
    expect(variantPath(OURS, 160, 'jpg')).toBe(`${STEM}.w160.jpg`);
    expect(() => variantPath('/media/brand/logo.svg', 640, 'webp')).toThrow('not a stored picture');
  });

  it('offers every stored width, ascending, each with its width descriptor', () => {
    expect(variantSrcSet(OURS, 'webp')).toBe(PICTURE_WIDTHS.map((w) => `${STEM}.w${w}.webp ${w}w`).join(', '));
    expect(variantSrcSet(OURS, 'jpg').split(', ')[0]).toBe(`${STEM}.w160.jpg 160w`);
    expect([...PICTURE_WIDTHS].sort((a, b) => a - b)).toEqual([...PICTURE_WIDTHS]);
    expect(new Set(PICTURE_WIDTHS).size).toBe(PICTURE_WIDTHS.length);
  });
});
