/** How a player card names a medic's pair (docs/product.md "Rules", friends): everyone sees it, captains too. */
import { partnerOf, type DraftWire, type Queue, type SteamId } from '@pug/domain';
import { aliasOf, type UserDirectory } from '../users/playerDisplay.ts';

const TEAM: Record<'blu' | 'red', string> = { blu: 'BLU', red: 'RED' };

/** "Friend: ‹alias›" on the medic, "Friend of ‹alias›" on the friend; in a draft, the partner's team once picked. Null: not paired. */
export function friendText(state: Pick<Queue, 'friends'> & { draft?: DraftWire | null }, steamid: SteamId, users: UserDirectory): string | null {
  const pair = partnerOf(state, steamid);
  if (!pair) return null;
  const alias = aliasOf(pair.partner, users);
  const team = state.draft ? (pair.partner in state.draft.blu ? 'blu' : pair.partner in state.draft.red ? 'red' : null) : null;
  const where = team ? ` (${TEAM[team]})` : '';
  return pair.as === 'medic' ? `Friend: ${alias}${where}` : `Friend of ${alias}${where}`;
}
