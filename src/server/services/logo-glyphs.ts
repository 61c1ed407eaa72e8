import { fillRect, type Rgb, type RgbImage } from './png';

/**
 * A 5x7 bitmap font for the initials on the company logos' PNG copies: A-Z and 0-9 (all that
 * initialsOf gives), each glyph seven rows of five cells, '#' drawn. Scaled up whole, the cells
 * make bold square letters without any font file or native module.
 */

export const GLYPH_COLUMNS = 5;
export const GLYPH_ROWS = 7;
/** Empty cells between two letters. */
export const GLYPH_GAP = 1;

type Glyph = readonly string[];

// biome-ignore format: each glyph reads as its picture
export const GLYPHS: Readonly<Record<string, Glyph>> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

/** What a character without a glyph is drawn as: an empty box, as fonts do. */
// biome-ignore format: the glyph reads as its picture
export const FALLBACK_GLYPH: Glyph = ['#####', '#...#', '#...#', '#...#', '#...#', '#...#', '#####'];

/** A character's glyph, the fallback box when the font has none. */
export function glyphOf(char: string): Glyph {
  return Object.hasOwn(GLYPHS, char) ? GLYPHS[char] : FALLBACK_GLYPH;
}

/** Where a text's cells go on a square: the size of a cell in pixels and the top left corner. */
export interface TextLayout {
  cell: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A text centred on a square of `size` pixels, its cells as large as fit in 60 % of the width and
 * 38 % of the height (two letters on 300 px: 16 px cells, 176x112 px of text, about the share of
 * the SVG logo's letters).
 */
export function textLayout(text: string, size: number): TextLayout {
  const characters = [...text];
  const columns = Math.max(1, characters.length * (GLYPH_COLUMNS + GLYPH_GAP) - GLYPH_GAP);
  const cell = Math.max(
    1,
    Math.min(Math.floor((size * 0.6) / columns), Math.floor((size * 0.38) / GLYPH_ROWS)),
  );
  const width = characters.length === 0 ? 0 : columns * cell;
  const height = GLYPH_ROWS * cell;
  return { cell, left: Math.floor((size - width) / 2), top: Math.floor((size - height) / 2), width, height };
}

/** Draws a text in the font, centred on a square image. */
export function drawText(image: RgbImage, text: string, colour: Rgb): void {
  const { cell, left, top } = textLayout(text, image.width);
  [...text].forEach((char, index) => {
    const x0 = left + index * (GLYPH_COLUMNS + GLYPH_GAP) * cell;
    glyphOf(char).forEach((row, y) => {
      for (let x = 0; x < GLYPH_COLUMNS; x++) {
        if (row[x] === '#') fillRect(image, x0 + x * cell, top + y * cell, cell, cell, colour);
      }
    });
  });
}
