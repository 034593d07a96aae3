/**
 * The link-preview cards' drawing: an RGB canvas in memory with filled rectangles and text (the
 * glyphs of preview-font.ts, blended by their alpha), encoded as a PNG with node's zlib. The same
 * approach as the map cards (maps/map-card-svg.ts: drawn from code, no outside assets), but a PNG,
 * which link previews take where an SVG is refused; no font library, no browser.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { PREVIEW_FONT } from './preview-font.ts';

type Rgb = readonly [number, number, number];

const CELLS = inflateSync(Buffer.from(PREVIEW_FONT.cells, 'base64'));
const CELL_BYTES = PREVIEW_FONT.cellWidth * PREVIEW_FONT.cellHeight;
const GLYPH_INDEX = new Map(PREVIEW_FONT.codePoints.map((c, i) => [c, i]));
const FALLBACK = GLYPH_INDEX.get('?'.codePointAt(0)!)!;

/** '#rrggbb' as RGB. */
export function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function glyphOf(char: string): number {
  return GLYPH_INDEX.get(char.codePointAt(0)!) ?? FALLBACK;
}

export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  fillRect(x: number, y: number, w: number, h: number, colour: Rgb, opacity = 1): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    if (opacity >= 1) {
      const row = new Uint8Array((x1 - x0) * 3);
      for (let i = 0; i < row.length; i += 3) row.set(colour, i);
      for (let py = y0; py < y1; py++) this.pixels.set(row, (py * this.width + x0) * 3);
      return;
    }
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) this.blend(px, py, colour, opacity);
  }

  /** How wide `text` is at `size` px. */
  textWidth(text: string, size: number): number {
    const scale = size / PREVIEW_FONT.size;
    let width = 0;
    for (const char of text) width += PREVIEW_FONT.advances[glyphOf(char)]! * scale;
    return width;
  }

  /** `text` cut with '…' to fit `maxWidth` at `size`. */
  fit(text: string, size: number, maxWidth: number): string {
    if (this.textWidth(text, size) <= maxWidth) return text;
    const chars = [...text];
    while (chars.length > 0 && this.textWidth(`${chars.join('')}…`, size) > maxWidth) chars.pop();
    return `${chars.join('')}…`;
  }

  /** Draws `text` with its top-left at (x, y), `size` px high (glyphs scaled by sampling their cells). */
  text(text: string, x: number, y: number, size: number, colour: Rgb): void {
    const scale = size / PREVIEW_FONT.size;
    const w = Math.ceil(PREVIEW_FONT.cellWidth * scale);
    const h = Math.ceil(PREVIEW_FONT.cellHeight * scale);
    let pen = x;
    for (const char of text) {
      const glyph = glyphOf(char);
      const base = glyph * CELL_BYTES;
      for (let gy = 0; gy < h; gy++) {
        const py = Math.round(y + gy);
        if (py < 0 || py >= this.height) continue;
        const cy = Math.min(PREVIEW_FONT.cellHeight - 1, Math.floor(gy / scale));
        for (let gx = 0; gx < w; gx++) {
          const px = Math.round(pen + gx - 2 * scale);
          if (px < 0 || px >= this.width) continue;
          const cx = Math.min(PREVIEW_FONT.cellWidth - 1, Math.floor(gx / scale));
          const alpha = CELLS[base + cy * PREVIEW_FONT.cellWidth + cx]!;
          if (alpha > 0) this.blend(px, py, colour, alpha / 255);
        }
      }
      pen += PREVIEW_FONT.advances[glyph]! * scale;
    }
  }

  private blend(px: number, py: number, colour: Rgb, a: number): void {
    const i = (py * this.width + px) * 3;
    const p = this.pixels;
    // The value stays within 0..255.5 and a Uint8Array store truncates: + 0.5 rounds.
    p[i] = p[i]! + (colour[0] - p[i]!) * a + 0.5;
    p[i + 1] = p[i + 1]! + (colour[1] - p[i + 1]!) * a + 0.5;
    p[i + 2] = p[i + 2]! + (colour[2] - p[i + 2]!) * a + 0.5;
  }

  /** The canvas as a PNG (8-bit RGB, no filter). */
  png(): Buffer {
    const row = this.width * 3 + 1;
    const raw = Buffer.alloc(row * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * row] = 0;
      raw.set(this.pixels.subarray(y * this.width * 3, (y + 1) * this.width * 3), y * row + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
