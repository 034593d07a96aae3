/**
 * The Discord bot's words: class counts in the plural as players say them (domain
 * `roleCountText`: "2 demomen", never "2 demomans") and pugs named by their number (#61), never
 * by their internal id, in every post about a pug.
 */
import type { Pug } from '@pug/domain';
import { describe, expect, it } from 'vitest';
import {
  pugEndedText,
  pugFinishedText,
  pugStartedText,
  queueLaunchedText,
  queueText,
  subFoundText,
  subNeededText,
  subNoLongerNeededText,
} from './discord-messages.ts';

const pug = {
  _id: 'sixes-UjaI_4CElwTNEohu',
  number: 61,
  map: 'cp_process_f12',
  queueName: 'sixes',
  teams: { blu: { '76561198000000001': { role: 'demoman', needsSub: false } }, red: { '76561198000000002': { role: 'medic', needsSub: true } } },
  data: { score: [3, 1] },
  endReason: null,
} as unknown as Pug;
const url = 'https://pugs.example.com/pugs/sixes-UjaI_4CElwTNEohu';
const alias = (steamid: string) => `P${steamid.slice(-1)}`;

describe('what the Discord bot says', () => {
  it('counts missing classes in the plural', () => {
    const text = queueText(
      'Sixes',
      { phase: 'Waiting For Players', seated: 9, needed: 12, openSeats: { demoman: 2, medic: 1, heavy: 0 } },
      'https://pugs.example.com',
    );
    expect(text).toBe('**9/12 in Sixes**, 2 demomen, 1 medic missing. Join: https://pugs.example.com/');
    expect(queueText('Highlander', { phase: 'Waiting For Players', seated: 15, needed: 18, openSeats: { heavy: 2, spy: 1 } }, 'https://x.example')).toContain(
      '2 heavies, 1 spy missing',
    );
  });

  it('names the pug by its number in every post about it, never by its id', () => {
    const posts = [
      queueLaunchedText('Sixes', 12, pug, url),
      pugStartedText('Sixes', pug, alias, url),
      pugFinishedText('Sixes', pug, alias, url),
      pugEndedText('Sixes', pug, url),
      subNeededText('Sixes', pug, '76561198000000002', null, url),
      subFoundText('Sixes', pug, '76561198000000002', '76561198000000003', alias, url),
      subNoLongerNeededText('Sixes', pug, url),
    ];
    for (const post of posts) {
      expect(post).toContain('#61');
      expect(post.replace(url, '')).not.toContain(pug._id);
    }
    expect(posts[1]).toMatch(/^\*\*Pug #61 started\*\* in Sixes/);
    expect(posts[2]).toMatch(/^\*\*Pug #61 finished\*\* in Sixes on cp\\_process\\_f12: BLU won 3–1\. /);
    expect(posts[4]).toBe(`**Sub needed** in Sixes pug #61 on cp\\_process\\_f12: RED Medic. Sub in: ${url}`);
  });
});
