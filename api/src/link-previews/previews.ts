/**
 * What a shared pug or player page says to a link preview (Open Graph and Twitter card): the title,
 * the description and the card's lines, from the stored pug or player. Unknown or malformed: null
 * (the page is served as it is). Everything here is text: html-preview.ts escapes it.
 */
import {
  ELO_FORMATS,
  formatDisplayName,
  leagueDivisionOf,
  mapImageName,
  pathOf,
  pugLabel,
  pugRefParamsSchema,
  pugStatusLabel,
  roleDisplayName,
  routes,
  steamIdSchema,
  type EloFormat,
  type Role,
} from '@pug/domain';
import type { Collections, PugDoc, UserDoc } from '../db/index.ts';

export interface Preview {
  title: string;
  description: string;
  /** The page's path (`/pugs/<id>`), for og:url. */
  path: string;
  /** The card's image route (`/api/pug/<id>/preview.png`). */
  imagePath: string;
  imageAlt: string;
}

/** The pug a `/pugs/:id` path or an image route names (its number or its id), or null. */
export async function findPug(collections: Collections, id: string): Promise<PugDoc | null> {
  const parsed = pugRefParamsSchema.safeParse({ id });
  if (!parsed.success) return null;
  return collections.pugs.findOne(parsed.data.id, { projection: { snapshot: 0, matchLog: 0 } });
}

export async function findPlayer(collections: Collections, steamid: string): Promise<UserDoc | null> {
  if (!steamIdSchema.safeParse(steamid).success) return null;
  return collections.users.findOne({ _id: steamid });
}

/** "BLU 3–2 RED", or null before a result. */
function scoreText(pug: PugDoc): string | null {
  const score = pug.data.score;
  return score && !pug.aborted ? `BLU ${score[0]}–${score[1]} RED` : null;
}

/** "Sixes #123 · BLU 3–2 RED on cp_process", "Sixes #124 on cp_process · Live" (the map as players say it: domain `mapImageName`). */
export function pugTitle(pug: PugDoc): string {
  const head = `${formatDisplayName(pug.format)} ${pugLabel(pug)}`;
  const score = scoreText(pug);
  const status = pug.phase === 'Complete' ? pugStatusLabel({ phase: pug.phase, endedBy: pug.endedBy ?? undefined, resultByAdmin: pug.resultByAdmin }) : 'Live';
  return score ? `${head} · ${score} on ${mapImageName(pug.map)}` : `${head} on ${mapImageName(pug.map)} · ${status}`;
}

export async function pugPreview(collections: Collections, pug: PugDoc): Promise<Preview> {
  const seated = [...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)];
  const users = await collections.users.find({ _id: { $in: seated } }, { projection: { alias: 1 } }).toArray();
  const alias = new Map(users.map((u) => [u._id, u.alias]));
  const team = (side: 'blu' | 'red') =>
    Object.keys(pug.teams[side])
      .map((s) => alias.get(s) ?? s)
      .join(', ');
  const ref = pug.number ? String(pug.number) : pug._id;
  return {
    title: pugTitle(pug),
    description: `BLU: ${team('blu')}. RED: ${team('red')}.`,
    path: `/pugs/${ref}`,
    imagePath: pathOf(routes.pugPreviewImage, { id: ref }),
    imageAlt: pugTitle(pug),
  };
}

/** Per format the player has an elo in: the class they played most there (else their highest), its elo rounded. */
export function playerElos(user: Pick<UserDoc, 'elos' | 'pugCounts'>): { format: EloFormat; role: Role; elo: number }[] {
  const out: { format: EloFormat; role: Role; elo: number }[] = [];
  for (const format of ELO_FORMATS) {
    const elos = Object.entries(user.elos?.[format] ?? {}) as [Role, number][];
    if (elos.length === 0) continue;
    const counts = user.pugCounts?.[format] ?? {};
    const [role, elo] = elos.sort(([ra, ea], [rb, eb]) => (counts[rb] ?? 0) - (counts[ra] ?? 0) || eb - ea)[0]!;
    out.push({ format, role, elo: Math.round(elo) });
  }
  return out;
}

export function playerPreview(user: UserDoc): Preview {
  const division = leagueDivisionOf(user.playerHistory?.data);
  const elos = playerElos(user).map((e) => `${formatDisplayName(e.format)} ${roleDisplayName(e.role)} ${e.elo}`);
  const description = [division ? `Division: ${division}` : 'No league division', ...elos.map((e) => `elo ${e}`)].join(' · ');
  return {
    title: user.alias,
    description,
    path: `/players/${user._id}`,
    imagePath: pathOf(routes.playerPreviewImage, { id: user._id }),
    imageAlt: `${user.alias}: ${description}`,
  };
}
