import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs';

const CAPTCHA_LENGTH = 4;
const WIDTH = 132;
const HEIGHT = 48;
/** Pixels per grid unit of a glyph (4 × 6 units). */
const UNIT = 4.5;
const INKS = ['#1f3a93', '#7b1fa2', '#b23c17', '#1b5e20', '#263238', '#ad1457', '#004d40'];

/** A uniform random number in [min, max) from the CSPRNG (a predictable noise would help a solver). */
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]) => items[randomInt(0, items.length)];
const fixed = (n: number) => n.toFixed(1);

/** A fresh code of CAPTCHA_LENGTH characters from the look-alike-free alphabet. */
export function newCaptchaCode(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

/** One character: its strokes jittered, scaled, rotated and placed in its cell, as one path. */
function glyphPath(char: string, cellX: number): string {
  const scale = rand(0.85, 1.1);
  const angle = (rand(-22, 22) * Math.PI) / 180;
  const cx = cellX + rand(-3, 3);
  const cy = HEIGHT / 2 + rand(-3, 3);
  const place = ([gx, gy]: readonly [number, number]) => {
    const x = (gx - 2 + rand(-0.22, 0.22)) * UNIT * scale;
    const y = (gy - 3 + rand(-0.22, 0.22)) * UNIT * scale;
    return `${fixed(cx + x * Math.cos(angle) - y * Math.sin(angle))} ${fixed(cy + x * Math.sin(angle) + y * Math.cos(angle))}`;
  };
  const d = GLYPHS[char].map((stroke) => `M${stroke.map(place).join(' L')}`).join(' ');
  return `<path d="${d}" fill="none" stroke="${pick(INKS)}" stroke-width="${fixed(rand(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A curve across the picture, as thick as the glyphs' strokes, so it cannot be filtered out by width. */
function noiseCurve(): string {
  const y = () => fixed(rand(4, HEIGHT - 4));
  const d = `M0 ${y()} C${fixed(rand(20, 50))} ${y()} ${fixed(rand(80, 110))} ${y()} ${WIDTH} ${y()}`;
  return `<path d="${d}" fill="none" stroke="${pick(INKS)}" stroke-opacity="0.55" stroke-width="${fixed(rand(1, 2.2))}"/>`;
}

function noiseDot(): string {
  return `<circle cx="${fixed(rand(0, WIDTH))}" cy="${fixed(rand(0, HEIGHT))}" r="${fixed(rand(0.6, 1.6))}" fill="${pick(INKS)}" fill-opacity="0.6"/>`;
}

/**
 * The picture of `code`: an SVG data URL whose characters are drawn as jittered strokes over a tinted background
 * with crossing curves and dots. It holds no <text>, so the answer cannot be read from its source.
 */
export function drawCaptcha(code: string): string {
  const cell = WIDTH / (code.length + 1);
  const hue = randomInt(0, 360);
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue}, 45%, 94%)"/>`,
    ...Array.from({ length: 40 }, noiseDot),
    ...[...code].map((char, i) => glyphPath(char, cell * (i + 1))),
    ...Array.from({ length: 3 }, noiseCurve),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
