// The storefront's <Picture> names variants by convention; the API makes them. The two lists are kept in their own
// packages (the API imports no front-end code, the storefront no API code): this checks they name the same files.
import { picturePaths } from '../../api/src/services/upload/picture-variants';
import { variantSrcSet } from '../../shared/ui-theme/src/components/picture';

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
});
