import { crc32, deflateSync } from 'node:zlib';

/**
 * A small PNG encoder for images the server draws (the company logos' PNG copies): 8-bit RGB,
 * no alpha, no interlacing, one IDAT chunk. It needs no native module: zlib's deflate and CRC-32
 * (node:zlib, Node 20.15 and later) do the work.
 */

/** An image in 8-bit RGB, row by row from the top left, three bytes a pixel. */
export interface RgbImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const BYTES_PER_PIXEL = 3;

export type Rgb = readonly [red: number, green: number, blue: number];

/** A CSS colour as '#rrggbb' in its three channels. */
export function rgbOf(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [Number.parseInt(match[1], 16), Number.parseInt(match[2], 16), Number.parseInt(match[3], 16)];
}

/** An image of one colour, to draw on. */
export function filledImage(width: number, height: number, colour: Rgb): RgbImage {
  const pixels = new Uint8Array(width * height * BYTES_PER_PIXEL);
  for (let at = 0; at < width * BYTES_PER_PIXEL; at += BYTES_PER_PIXEL) pixels.set(colour, at);
  for (let row = 1; row < height; row++)
    pixels.copyWithin(row * width * BYTES_PER_PIXEL, 0, width * BYTES_PER_PIXEL);
  return { width, height, pixels };
}

/** Paints the rectangle from (x, y), clipped to the image. */
export function fillRect(image: RgbImage, x: number, y: number, w: number, h: number, colour: Rgb): void {
  const left = Math.max(0, x);
  const right = Math.min(image.width, x + w);
  for (let row = Math.max(0, y); row < Math.min(image.height, y + h); row++) {
    for (
      let at = (row * image.width + left) * BYTES_PER_PIXEL;
      at < (row * image.width + right) * BYTES_PER_PIXEL;
      at += BYTES_PER_PIXEL
    ) {
      image.pixels[at] = colour[0];
      image.pixels[at + 1] = colour[1];
      image.pixels[at + 2] = colour[2];
    }
  }
}

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const COLOUR_TYPE_RGB = 2;
const FILTER_NONE = 0;
const FILTER_SUB = 1;
const FILTER_UP = 2;

/** A chunk: its data's length, type, data and the CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(4 + typed.length + 4);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), 4 + typed.length);
  return out;
}

/** A filtered byte's weight in the heuristic: its distance from zero, read as signed. */
const weight = (byte: number) => (byte < 128 ? byte : 256 - byte);

/**
 * The scanlines with a filter byte each. Per row the filter whose output is smallest in sum of
 * absolute values (the usual heuristic) among None, Sub and Up: a flat row becomes zeros under
 * Sub, a row like the one above under Up, which deflate shrinks to almost nothing.
 */
function filtered(image: RgbImage): Uint8Array {
  const stride = image.width * BYTES_PER_PIXEL;
  const { pixels } = image;
  const out = new Uint8Array((stride + 1) * image.height);
  // The bytes Sub and Up subtract from pixels[at]: the same channel left and above, 0 off the image.
  const left = (at: number, rowStart: number) =>
    at - rowStart < BYTES_PER_PIXEL ? 0 : pixels[at - BYTES_PER_PIXEL];
  const above = (at: number) => (at < stride ? 0 : pixels[at - stride]);
  for (let row = 0; row < image.height; row++) {
    const start = row * stride;
    let none = 0;
    let sub = 0;
    let up = 0;
    for (let at = start; at < start + stride; at++) {
      none += weight(pixels[at]);
      sub += weight((pixels[at] - left(at, start)) & 0xff);
      up += weight((pixels[at] - above(at)) & 0xff);
    }
    const filter = none <= sub && none <= up ? FILTER_NONE : sub <= up ? FILTER_SUB : FILTER_UP;
    let to = row * (stride + 1);
    out[to++] = filter;
    for (let at = start; at < start + stride; at++) {
      const base = filter === FILTER_SUB ? left(at, start) : filter === FILTER_UP ? above(at) : 0;
      out[to++] = (pixels[at] - base) & 0xff;
    }
  }
  return out;
}

/** The image as a PNG file. */
export function encodePng(image: RgbImage): Buffer {
  const { width, height, pixels } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`A PNG needs a positive whole size, not ${width}x${height}`);
  }
  if (pixels.length !== width * height * BYTES_PER_PIXEL) {
    throw new Error(
      `${width}x${height} RGB needs ${width * height * BYTES_PER_PIXEL} bytes, not ${pixels.length}`,
    );
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits a channel
  header[9] = COLOUR_TYPE_RGB;
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method: adaptive
  header[12] = 0; // no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered(image), { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
