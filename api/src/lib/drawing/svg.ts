/** Small helpers to write SVG by hand: escaping, colours, gradients, wrapped text. */
import { escapeAttr } from '../html-escape';

export const FONT = 'Helvetica, Arial, sans-serif';
export const BRAND_RED = '#e93323';

/** Text for SVG's content and attributes. */
export const esc = escapeAttr;

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const mix = (c: number) =>
    Math.round(c + (target - c) * a)
      .toString(16)
      .padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

/** A stable number for a text (picks colours for names). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const SWATCHES: Array<[string, string]> = [
  ['#ff9a8b', '#e93323'],
  ['#89f7fe', '#2b6cb0'],
  ['#a8e063', '#2f855a'],
  ['#fbc2eb', '#9f7aea'],
  ['#f6d365', '#dd6b20'],
  ['#84fab0', '#0f9b8e'],
  ['#ffd194', '#c05621'],
  ['#a1c4fd', '#4c51bf'],
  ['#f093fb', '#d53f8c'],
  ['#cfd9df', '#4a5568'],
];

export const swatchFor = (text: string): [string, string] => SWATCHES[hashOf(text) % SWATCHES.length];

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

/** A linear gradient definition; `angle` 0 runs left to right, 1 top-left to bottom-right, 2 top to bottom. */
export function gradient(id: string, [from, to]: [string, string], angle = 1): string {
  const [x2, y2] = angle === 0 ? [1, 0] : angle === 2 ? [0, 1] : [1, 1];
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** Splits text into at most `maxLines` lines of about `width` characters; the last line ends with … when cut. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i];
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = words[i];
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${lines[maxLines - 1].replace(/[,.;:]$/, '')}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map(
      (l, i) => `<text x="${x}" y="${y + i * Math.round(size * 1.2)}" font-family="${FONT}" font-size="${size}" ${attrs}>${esc(l)}</text>`,
    )
    .join('');
}

export function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['and', 'co', 'the', 'of'].includes(w.toLowerCase()));
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?')[0]).toUpperCase();
}
