import { inflateSync } from 'node:zlib';

/**
 * A PNG reader for tests, written apart from the encoder (png.ts): its own CRC-32 table (the
 * encoder uses zlib's), all five scanline filters, every check the PNG specification asks of a
 * plain 8-bit RGB or RGBA file. It throws on anything it cannot vouch for.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as the PNG specification's sample code computes it. */
export function tableCrc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface PngChunk {
  type: string;
  length: number;
  crcOk: boolean;
}

export interface DecodedPng {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlace: number;
  chunks: PngChunk[];
  /** The inflated scanlines, filter bytes included. */
  inflatedLength: number;
  /** Each row's filter type (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth). */
  filters: number[];
  channels: number;
  pixels: Uint8Array;
  /** The channels of the pixel at (x, y). */
  pixel: (x: number, y: number) => number[];
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodePng(file: Uint8Array): DecodedPng {
  const bytes = Buffer.from(file);
  if (!SIGNATURE.every((byte, at) => bytes[at] === byte)) throw new Error('No PNG signature');
  const chunks: PngChunk[] = [];
  const data: Buffer[] = [];
  let header: Buffer | null = null;
  let at = SIGNATURE.length;
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (at + 12 + length > bytes.length) throw new Error(`Chunk ${type} runs past the end`);
    const crcOk = bytes.readUInt32BE(at + 8 + length) === tableCrc32(bytes.subarray(at + 4, at + 8 + length));
    chunks.push({ type, length, crcOk });
    if (type === 'IHDR') header = Buffer.from(body);
    if (type === 'IDAT') data.push(Buffer.from(body));
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (at !== bytes.length) throw new Error('Bytes after IEND');
  if (!header || chunks[0]?.type !== 'IHDR' || header.length !== 13) throw new Error('IHDR is not first');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colourType, , , interlace] = header.subarray(8);
  const channels = colourType === 2 ? 3 : colourType === 6 ? 4 : 0;
  if (bitDepth !== 8 || channels === 0 || interlace !== 0)
    throw new Error('Only 8-bit RGB(A), not interlaced');
  const inflated = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  if (inflated.length !== (stride + 1) * height) throw new Error(`Inflated to ${inflated.length} bytes`);
  const pixels = new Uint8Array(stride * height);
  const filters: number[] = [];
  for (let row = 0; row < height; row++) {
    const filter = inflated[row * (stride + 1)];
    filters.push(filter);
    for (let x = 0; x < stride; x++) {
      const raw = inflated[row * (stride + 1) + 1 + x];
      const a = x >= channels ? pixels[row * stride + x - channels] : 0;
      const b = row > 0 ? pixels[(row - 1) * stride + x] : 0;
      const c = row > 0 && x >= channels ? pixels[(row - 1) * stride + x - channels] : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predictor === undefined) throw new Error(`Filter ${filter} on row ${row}`);
      pixels[row * stride + x] = (raw + predictor) & 0xff;
    }
  }
  const pixel = (x: number, y: number) => [
    ...pixels.subarray((y * width + x) * channels, (y * width + x + 1) * channels),
  ];
  return {
    width,
    height,
    bitDepth,
    colourType,
    interlace,
    chunks,
    inflatedLength: inflated.length,
    filters,
    channels,
    pixels,
    pixel,
  };
}
