import { MAX_PICTURE_BYTES, pictureProblem } from '../picture-rules';

describe('pictureProblem', () => {
  const f = (name: string, type: string, size = 10) => ({ name, type, size });

  it('takes JPG, JPEG and PNG by name and type (a missing type is judged by the name)', () => {
    expect(pictureProblem(f('a.jpg', 'image/jpeg'))).toBeNull();
    expect(pictureProblem(f('a.JPEG', 'image/jpeg'))).toBeNull();
    expect(pictureProblem(f('a.png', ''))).toBeNull();
    expect(pictureProblem(f('a.gif', 'image/gif'))).toBe('notImage');
    expect(pictureProblem(f('a.png', 'application/pdf'))).toBe('notImage');
    expect(pictureProblem(f('a.pdf', 'image/png'))).toBe('notImage');
  });

  it('takes at most 5 MB', () => {
    expect(MAX_PICTURE_BYTES).toBe(5 * 1024 * 1024);
    expect(pictureProblem(f('a.png', 'image/png', 5 * 1024 * 1024))).toBeNull();
    expect(pictureProblem(f('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe('tooLarge');
  });
});
