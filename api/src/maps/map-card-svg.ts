/**
 * The picture of a map nobody uploaded one for: a small SVG card drawn from the map's image name (docs/product.md "Validation")
 * (the map name's first two parts, `cp_process_final` -> `cp_process`) with the map's name and
 * game mode, in a colour per mode. No outside assets, no script; about 700 bytes.
 */
import { mapImageName } from '@pug/domain';

const MODES: Record<string, { mode: string; colour: string; accent: string }> = {
  cp: { mode: 'Control Points', colour: '#2f4a63', accent: '#7fb2e5' },
  koth: { mode: 'King of the Hill', colour: '#5a3d2b', accent: '#e8b27a' },
  pl: { mode: 'Payload', colour: '#3b4d2c', accent: '#a9d27e' },
  plr: { mode: 'Payload Race', colour: '#35463f', accent: '#8fd0b6' },
  ctf: { mode: 'Capture the Flag', colour: '#5b2c2c', accent: '#e58a8a' },
  ultiduo: { mode: 'Ultiduo', colour: '#463a5c', accent: '#c0a8ec' },
};
const OTHER = { mode: 'Custom mode', colour: '#3a3f47', accent: '#c4c9d1' };

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A map's card: its short name, game mode and the mode's colours (the link-preview cards draw with them too). */
export function mapCardLook(mapName: string): { name: string; mode: string; colour: string; accent: string } {
  const image = mapImageName(mapName);
  const [prefix = '', name = image] = image.split('_');
  return { name, ...(MODES[prefix] ?? OTHER) };
}

/** The SVG card of a map, by its image name. */
export function mapCardSvg(mapName: string): string {
  const { name, mode, colour, accent } = mapCardLook(mapName);
  const title = escapeXml(name.toUpperCase());
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180">',
    `<rect width="320" height="180" fill="${colour}"/>`,
    `<path d="M0 130 L80 96 L150 118 L230 70 L320 104 V180 H0 Z" fill="${accent}" opacity=".25"/>`,
    `<rect x="0" y="0" width="6" height="180" fill="${accent}"/>`,
    `<text x="22" y="44" fill="${accent}" font-family="sans-serif" font-size="16" font-weight="600">${escapeXml(mode)}</text>`,
    `<text x="22" y="150" fill="#ffffff" font-family="sans-serif" font-size="${title.length > 12 ? 26 : 34}" font-weight="700">${title}</text>`,
    '</svg>',
  ].join('');
}
