/**
 * A small stroke font for the picture challenge: each character is a list of polylines on a 4 × 6 grid
 * (x right, y down). The picture draws these as paths, so its SVG source never contains the characters as text.
 * The alphabet leaves out look-alikes (0/O, 1/I/L).
 */
type Stroke = ReadonlyArray<readonly [number, number]>;

/** Each character's strokes, written compactly: points "x,y" separated by spaces, strokes separated by "|". */
const FONT: Readonly<Record<string, string>> = {
  A: '0,6 2,0 4,6 | 0.8,3.8 3.2,3.8',
  B: '0,6 0,0 3,0 4,1 4,2 3,3 0,3 | 3,3 4,4 4,5 3,6 0,6',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6 | 0,3 3,3',
  F: '4,0 0,0 0,6 | 0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.5,3.5',
  H: '0,0 0,6 | 4,0 4,6 | 0,3 4,3',
  J: '1,0 4,0 | 3,0 3,5 2,6 1,6 0,5',
  K: '0,0 0,6 | 4,0 0,3.5 | 1.3,2.7 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0 | 2.5,4.5 4.2,6.4',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3 | 2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0 | 2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6 | 4,0 0,6',
  Y: '0,0 2,3 4,0 | 2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  2: '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  3: '0,1 1,0 3,0 4,1 4,2 3,3 1.5,3 | 3,3 4,4 4,5 3,6 1,6 0,5',
  4: '3,6 3,0 0,4 4,4',
  5: '4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5',
  6: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  7: '0,0 4,0 1.5,6',
  8: '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  9: '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5',
};

const strokes = (glyph: string): Stroke[] =>
  glyph.split('|').map((stroke) =>
    stroke
      .trim()
      .split(' ')
      .map((point) => point.split(',').map(Number) as [number, number]),
  );

export const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = Object.fromEntries(
  Object.entries(FONT).map(([char, glyph]) => [char, strokes(glyph)]),
);

/** The characters a code is drawn from. */
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
