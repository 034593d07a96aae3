/**
 * The 1200×630 PNG cards of link previews (raster.ts): a pug's card in its map's mode colours
 * (maps/map-card-svg.ts `mapCardLook`) with the score, and a player's card with their alias,
 * league division and elos. Names are cut with '…' to fit. A card costs ~30 ms of CPU: the last
 * CARDS_KEPT are kept by what they show, so a crawler's repeats (and a flood of them) draw nothing.
 */
import { formatDisplayName, leagueDivisionOf, pugLabel, roleDisplayName } from '@pug/domain';
import type { PugDoc, UserDoc } from '../db/index.ts';
import { mapCardLook } from '../maps/map-card-svg.ts';
import { playerElos, pugTitle } from './previews.ts';
import { Raster, rgb } from './raster.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const SITE = 'TF2 Pugs';
const WHITE = rgb('#ffffff');
const MUTED = rgb('#c4c9d1');
const BLU = rgb('#5b8fd6');
const RED = rgb('#d65b5b');
const PAD = 72;

const CARDS_KEPT = 200;
const drawn = new Map<string, Buffer>();

function memo(key: string, draw: () => Buffer): Buffer {
  const kept = drawn.get(key);
  if (kept) return kept;
  const png = draw();
  drawn.set(key, png);
  if (drawn.size > CARDS_KEPT) drawn.delete(drawn.keys().next().value!);
  return png;
}

export function pugCard(pug: PugDoc): Buffer {
  return memo(JSON.stringify(['pug', pug._id, pug.number, pug.format, pug.map, pug.phase, pug.aborted, pug.endedBy, pug.data.score]), () => drawPug(pug));
}

export function playerCard(user: UserDoc): Buffer {
  const key = JSON.stringify(['player', user._id, user.alias, leagueDivisionOf(user.playerHistory?.data), playerElos(user)]);
  return memo(key, () => drawPlayer(user));
}

function drawPug(pug: PugDoc): Buffer {
  const look = mapCardLook(pug.map);
  const accent = rgb(look.accent);
  const card = new Raster(CARD_WIDTH, CARD_HEIGHT, rgb(look.colour));
  card.fillRect(0, 0, 16, CARD_HEIGHT, accent);
  card.fillRect(0, CARD_HEIGHT - 150, CARD_WIDTH, 150, accent, 0.18);
  card.text(`${formatDisplayName(pug.format)} ${pugLabel(pug)}`, PAD, 60, 52, WHITE);
  card.text(`${look.mode} · ${pug.map}`, PAD, 130, 34, accent);
  const score = pug.data.score;
  if (score && !pug.aborted) {
    card.text('BLU', PAD, 250, 96, BLU);
    const middle = `${score[0]}–${score[1]}`;
    const bluWidth = card.textWidth('BLU ', 96);
    card.text(middle, PAD + bluWidth, 250, 96, WHITE);
    card.text('RED', PAD + bluWidth + card.textWidth(`${middle} `, 96), 250, 96, RED);
  } else {
    card.text(card.fit(pugTitle(pug).split(' · ').pop() ?? '', 64, CARD_WIDTH - 2 * PAD), PAD, 260, 64, WHITE);
  }
  card.text(SITE, PAD, CARD_HEIGHT - 105, 40, WHITE);
  return card.png();
}

function drawPlayer(user: UserDoc): Buffer {
  const card = new Raster(CARD_WIDTH, CARD_HEIGHT, rgb('#1f2530'));
  const accent = rgb('#7fb2e5');
  card.fillRect(0, 0, 16, CARD_HEIGHT, accent);
  card.text(card.fit(user.alias, 80, CARD_WIDTH - 2 * PAD), PAD, 60, 80, WHITE);
  const division = leagueDivisionOf(user.playerHistory?.data);
  card.text(division ? `Division: ${division}` : 'No league division', PAD, 175, 40, accent);
  playerElos(user)
    .slice(0, 3)
    .forEach((e, i) => card.text(`${formatDisplayName(e.format)} · ${roleDisplayName(e.role)}: ${e.elo} elo`, PAD, 260 + i * 64, 44, MUTED));
  card.fillRect(0, CARD_HEIGHT - 150, CARD_WIDTH, 150, accent, 0.12);
  card.text(SITE, PAD, CARD_HEIGHT - 105, 40, WHITE);
  return card.png();
}
