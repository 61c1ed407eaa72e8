import { describe, expect, it } from 'vitest';
import { decodePng, tableCrc32 } from '../test-kits/png-test-kit';
import { encodePng, filledImage, fillRect, PNG_SIGNATURE, type RgbImage, rgbOf } from './png';

/** An image whose every byte follows from its place, so that a lost or moved byte shows. */
function patterned(
  width: number,
  height: number,
  byteAt: (x: number, y: number, channel: number) => number,
): RgbImage {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 3; channel++)
        pixels[(y * width + x) * 3 + channel] = byteAt(x, y, channel) & 0xff;
    }
  }
  return { width, height, pixels };
}

const IMAGES: Record<string, RgbImage> = {
  'one colour': filledImage(7, 5, [12, 200, 99]),
  'a horizontal ramp': patterned(40, 3, (x, y, channel) => x * 6 + channel + y * 100),
  'a vertical ramp': patterned(3, 40, (_x, y, channel) => y * 6 + channel * 50),
  noise: patterned(17, 11, (x, y, channel) => (x * 7919 + y * 104729 + channel * 31) ^ (x * y * 13)),
  'one pixel': filledImage(1, 1, [255, 0, 128]),
};

describe('tableCrc32 (the test reader)', () => {
  it('gives the CRC-32 check value', () => {
    expect(tableCrc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  it.each(Object.entries(IMAGES))('writes %s as a valid 8-bit RGB PNG of the same pixels', (_name, image) => {
    const png = encodePng(image);
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    const decoded = decodePng(png);
    expect(decoded.chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(decoded.chunks.every((chunk) => chunk.crcOk)).toBe(true);
    expect(decoded.chunks.at(-1)?.length).toBe(0);
    expect(decoded).toMatchObject({
      width: image.width,
      height: image.height,
      bitDepth: 8,
      colourType: 2,
      interlace: 0,
    });
    expect(decoded.inflatedLength).toBe((image.width * 3 + 1) * image.height);
    expect([...decoded.pixels]).toEqual([...image.pixels]);
  });

  it('filters each row the way that leaves least to compress: Sub along a ramp, Up under a row alike', () => {
    const filtersOf = (image: RgbImage) => decodePng(encodePng(image)).filters;
    expect(filtersOf(IMAGES['a horizontal ramp'])).toEqual([1, 1, 1]);
    // the first row is one colour (Sub), each after it the one above plus 6 (Up)
    expect(filtersOf(IMAGES['a vertical ramp'])).toEqual([1, ...Array(39).fill(2)]);
    // noise: nothing to subtract
    expect(filtersOf(IMAGES.noise)).toContain(0);
    // a flat image: the first row Sub (zeros after the first pixel), every row after it Up (all zeros)
    expect(decodePng(encodePng(filledImage(20, 4, [40, 50, 60]))).filters).toEqual([1, 2, 2, 2]);
  });

  it('writes the CRC of each chunk over its type and data (a spoilt one shows)', () => {
    const png = encodePng(IMAGES.noise);
    // IHDR: length (4), type (4), data (13), CRC (4), after the signature
    expect(png.readUInt32BE(8 + 4 + 4 + 13)).toBe(tableCrc32(png.subarray(8 + 4, 8 + 4 + 4 + 13)));
    const spoilt = Buffer.from(png);
    spoilt[8 + 4 + 4 + 13 + 3] ^= 0x01;
    expect(decodePng(spoilt).chunks.map((chunk) => chunk.crcOk)).toEqual([false, true, true]);
  });

  it('refuses a size that is not a positive whole number and pixels of the wrong length', () => {
    expect(() => encodePng({ width: 0, height: 1, pixels: new Uint8Array(0) })).toThrow();
    expect(() => encodePng({ width: 1.5, height: 1, pixels: new Uint8Array(3) })).toThrow();
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(11) })).toThrow();
  });
});

describe('drawing helpers', () => {
  it('reads #rrggbb colours', () => {
    expect(rgbOf('#0b6E4f')).toEqual([11, 110, 79]);
    expect(() => rgbOf('#fff')).toThrow();
  });

  it('fills a rectangle, clipped to the image', () => {
    const image = filledImage(4, 3, [0, 0, 0]);
    fillRect(image, 2, -1, 5, 2, [9, 8, 7]);
    const decoded = decodePng(encodePng(image));
    expect(decoded.pixel(1, 0)).toEqual([0, 0, 0]);
    expect(decoded.pixel(2, 0)).toEqual([9, 8, 7]);
    expect(decoded.pixel(3, 0)).toEqual([9, 8, 7]);
    expect(decoded.pixel(3, 1)).toEqual([0, 0, 0]);
  });
});
