/**
 * Map pictures an admin uploads (PUT /api/maps/{id}/image): at most MAP_IMAGE_MAX_BYTES, and a
 * PNG, JPEG or WebP by its first bytes, whatever the file is named or says it is. SVG is never
 * accepted (it can carry script).
 */
export const MAP_IMAGE_MAX_BYTES = 200 * 1024;

export type MapImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) => expected.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The picture's type from its magic bytes, or null when it is none of PNG, JPEG, WebP. */
export function sniffMapImageType(bytes: Uint8Array): MapImageType | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return null;
}

/** Bytes of a file's start that say its type (a browser reads only these before uploading). */
export const MAP_IMAGE_SNIFF_BYTES = 16;

/**
 * Why a picture cannot be a map's image (empty, too large, not PNG/JPEG/WebP), or null when it
 * can: `head` is its first bytes (at least MAP_IMAGE_SNIFF_BYTES, or all of it), `size` its length.
 */
export function mapImageRefusal(head: Uint8Array, size: number = head.length): string | null {
  if (size === 0) return 'The image is empty';
  if (size > MAP_IMAGE_MAX_BYTES) return `The image is larger than ${MAP_IMAGE_MAX_BYTES / 1024} KB`;
  if (sniffMapImageType(head) === null) return 'The image must be a PNG, JPEG or WebP file';
  return null;
}
