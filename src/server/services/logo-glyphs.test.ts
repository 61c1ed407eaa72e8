import { describe, expect, it } from 'vitest';
import { initialsOf } from '../routes/company-logos';
import {
  drawText,
  FALLBACK_GLYPH,
  GLYPH_COLUMNS,
  GLYPH_GAP,
  GLYPH_ROWS,
  GLYPHS,
  glyphOf,
  textLayout,
} from './logo-glyphs';
import { filledImage, type Rgb } from './png';

const WHITE: Rgb = [255, 255, 255];
const BLUE: Rgb = [28, 79, 138];

/** Every character initialsOf gives, found by asking it of each UTF-16 code unit. */
function charactersOfInitials(): Set<string> {
  const found = new Set<string>();
  for (let code = 0; code <= 0xffff; code++) {
    for (const char of initialsOf(`${String.fromCharCode(code)}x`)) found.add(char);
  }
  return found;
}

describe('the logo font', () => {
  it('draws each glyph as 7 rows of 5 cells, no two alike, none like the fallback box', () => {
    const pictures = [...Object.values(GLYPHS), FALLBACK_GLYPH].map((glyph) => {
      expect(glyph).toHaveLength(GLYPH_ROWS);
      for (const row of glyph) expect(row).toMatch(new RegExp(`^[.#]{${GLYPH_COLUMNS}}$`));
      return glyph.join('/');
    });
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('has a glyph of its own for every character initialsOf can give', () => {
    const characters = charactersOfInitials();
    expect(characters.size).toBeGreaterThan(0);
    for (const char of characters) {
      expect(Object.hasOwn(GLYPHS, char), char).toBe(true);
      expect(glyphOf(char), char).not.toBe(FALLBACK_GLYPH);
    }
  });

  it('draws any other character as the fallback box', () => {
    for (const char of ['a', 'é', '&', '?', ' ', '\u0905', ''])
      expect(glyphOf(char), char).toBe(FALLBACK_GLYPH);
  });
});

describe('drawText', () => {
  /** The white pixels' bounding box on an image. */
  function inkBox(image: ReturnType<typeof filledImage>) {
    let [left, top, right, bottom] = [image.width, image.height, -1, -1];
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        if (image.pixels[(y * image.width + x) * 3] === 255) {
          [left, top, right, bottom] = [
            Math.min(left, x),
            Math.min(top, y),
            Math.max(right, x),
            Math.max(bottom, y),
          ];
        }
      }
    }
    return { left, top, right, bottom };
  }

  it.each(['OH', 'A', 'W8', 'MM'])(
    'centres %s on the square, large enough to read in a thumbnail',
    (text) => {
      const image = filledImage(300, 300, BLUE);
      drawText(image, text, WHITE);
      const box = inkBox(image);
      expect(Math.abs(box.left - (299 - box.right)), 'left and right margins').toBeLessThanOrEqual(1);
      expect(Math.abs(box.top - (299 - box.bottom)), 'top and bottom margins').toBeLessThanOrEqual(1);
      expect(box.bottom - box.top + 1, 'height').toBeGreaterThanOrEqual(300 * 0.3);
      expect(box.right - box.left + 1, 'width').toBeLessThanOrEqual(300 * 0.6);
    },
  );

  it('lays two letters out as glyph, gap, glyph on whole cells', () => {
    const { cell, width, height } = textLayout('OH', 300);
    expect(Number.isInteger(cell)).toBe(true);
    expect(width).toBe((2 * GLYPH_COLUMNS + GLYPH_GAP) * cell);
    expect(height).toBe(GLYPH_ROWS * cell);
  });

  it('leaves the square bare for no initials', () => {
    const image = filledImage(300, 300, BLUE);
    drawText(image, '', WHITE);
    expect(inkBox(image).right).toBe(-1);
  });
});
