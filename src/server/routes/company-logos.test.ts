import { COMPANY_LOGO_PNG_SIZE } from '@contract/company-logos';
import { describe, expect, it } from 'vitest';
import { GLYPH_COLUMNS, GLYPH_GAP, textLayout } from '../services/logo-glyphs';
import { rgbOf } from '../services/png';
import { decodePng } from '../test-kits/png-test-kit';
import { companyLogoPng, initialsOf, PALETTE } from './company-logos';

const WHITE = [255, 255, 255];

/** The centre of a glyph cell (column, row) of the index-th letter of a logo's initials. */
function cellCentre(text: string, index: number, column: number, row: number) {
  const { cell, left, top } = textLayout(text, COMPANY_LOGO_PNG_SIZE);
  return {
    x: left + (index * (GLYPH_COLUMNS + GLYPH_GAP) + column) * cell + Math.floor(cell / 2),
    y: top + row * cell + Math.floor(cell / 2),
  };
}

describe('companyLogoPng', () => {
  it('draws a square PNG in the colour of the company id with the initials in white', () => {
    const id = 9; // PALETTE[1]
    expect(initialsOf('Omega Healthcare')).toBe('OH');
    const png = decodePng(companyLogoPng(id, 'Omega Healthcare'));
    expect(png.chunks.every((chunk) => chunk.crcOk)).toBe(true);
    expect([png.width, png.height]).toEqual([COMPANY_LOGO_PNG_SIZE, COMPANY_LOGO_PNG_SIZE]);
    const colour = [...rgbOf(PALETTE[id % PALETTE.length])];
    const last = COMPANY_LOGO_PNG_SIZE - 1;
    for (const [x, y] of [
      [0, 0],
      [last, 0],
      [0, last],
      [last, last],
    ]) {
      expect(png.pixel(x, y), `corner ${x},${y}`).toEqual(colour);
    }
    // the H's crossbar (row 3 of its glyph) is white, the hole of the O beside it is not
    const crossbar = cellCentre('OH', 1, 2, 3);
    expect(png.pixel(crossbar.x, crossbar.y)).toEqual(WHITE);
    const hole = cellCentre('OH', 0, 2, 3);
    expect(png.pixel(hole.x, hole.y)).toEqual(colour);
    // the O's left stroke, top to bottom of its middle rows
    for (const row of [1, 2, 3, 4, 5]) {
      const stroke = cellCentre('OH', 0, 0, row);
      expect(png.pixel(stroke.x, stroke.y), `O row ${row}`).toEqual(WHITE);
    }
  });

  it('takes the colour by id as the SVG does, for every colour of the palette', () => {
    PALETTE.forEach((hex, index) => {
      const png = decodePng(companyLogoPng(index + PALETTE.length, 'Access Healthcare'));
      expect(png.pixel(0, 0), hex).toEqual([...rgbOf(hex)]);
    });
  });

  it('draws one initial, two, or none without fail, each in a few hundred bytes', () => {
    for (const name of ['Access', 'R1 RCM', 'WM 8', '--- ---', '株式会社', '']) {
      const file = companyLogoPng(3, name);
      const png = decodePng(file);
      expect(png.width, name).toBe(COMPANY_LOGO_PNG_SIZE);
      expect(file.length, name).toBeLessThan(2048);
    }
  });
});
