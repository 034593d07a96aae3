import { describe, expect, it } from 'vitest';
import { MAP_IMAGE_MAX_BYTES, mapImageRefusal, sniffMapImageType } from './mapImages.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const text = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
const WEBP = text('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ');

describe('sniffMapImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffMapImageType(PNG)).toBe('image/png');
    expect(sniffMapImageType(JPEG)).toBe('image/jpeg');
    expect(sniffMapImageType(WEBP)).toBe('image/webp');
  });

  it('refuses SVG, text, a RIFF that is not WebP and a truncated signature', () => {
    expect(sniffMapImageType(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffMapImageType(text('just text named map.png'))).toBeNull();
    expect(sniffMapImageType(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffMapImageType(PNG.slice(0, 4))).toBeNull();
  });
});

describe('mapImageRefusal', () => {
  it('accepts a picture up to the limit and says why otherwise', () => {
    const big = new Uint8Array(MAP_IMAGE_MAX_BYTES);
    big.set(PNG);
    expect(mapImageRefusal(big)).toBeNull();
    const over = new Uint8Array(MAP_IMAGE_MAX_BYTES + 1);
    over.set(PNG);
    expect(mapImageRefusal(over)).toBe('The image is larger than 200 KB');
    expect(mapImageRefusal(new Uint8Array())).toBe('The image is empty');
    expect(mapImageRefusal(text('<svg/>'))).toBe('The image must be a PNG, JPEG or WebP file');
    // A browser reads only the file's start: the size is given apart.
    expect(mapImageRefusal(PNG, MAP_IMAGE_MAX_BYTES + 1)).toBe('The image is larger than 200 KB');
    expect(mapImageRefusal(PNG, 5000)).toBeNull();
  });
});
