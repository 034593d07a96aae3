import { describe, expect, it } from 'vitest';
import {
  CHAT_MENTIONS_MAX,
  CHAT_MESSAGE_MAX,
  chatPostRefusal,
  chatRateLimitWait,
  chatTextProblem,
  filteredWordIn,
  isChatMuted,
  mentionedPlayers,
  normalizeFilterWords,
} from './chat.ts';
import { chatMessageBodySchema, chatMuteBodySchema, chatWordsBodySchema } from '../contracts/chat.ts';

describe('a chat message', () => {
  it.each([
    ['hello', null],
    ['  hello  ', null],
    ['x'.repeat(CHAT_MESSAGE_MAX), null],
    [` ${'x'.repeat(CHAT_MESSAGE_MAX)} `, null],
    ['https://example.com/<script>alert(1)</script>', null],
    ['', 'Write something first'],
    ['    ', 'Write something first'],
    ['\n\t', 'Write something first'],
    ['x'.repeat(CHAT_MESSAGE_MAX + 1), `A message is at most ${CHAT_MESSAGE_MAX} characters`],
    ['two\nlines', 'A message is one line of text'],
    ['bell\u0007', 'A message is one line of text'],
    ['line\u2028separator', 'A message is one line of text'],
  ])('%j: %s', (text, problem) => {
    expect(chatTextProblem(text)).toBe(problem);
    expect(chatMessageBodySchema.safeParse({ text }).success).toBe(problem === null);
  });

  it('is stored trimmed; the body takes nothing else and never an operator', () => {
    expect(chatMessageBodySchema.parse({ text: '  gg  ' })).toEqual({ text: 'gg' });
    for (const bad of [{ text: { $gt: '' } }, { text: 'hi', extra: 1 }, {}, { text: 5 }, { text: 'x'.repeat(5000) }])
      expect(chatMessageBodySchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
  });
});

describe('mentions', () => {
  const players = [
    { steamid: 'a', alias: 'Alice' },
    { steamid: 'b', alias: 'Big Dave' },
    { steamid: 'c', alias: 'Ｗｉｄｅ' },
    { steamid: 'd', alias: 'bob!' },
    { steamid: 'e', alias: '' },
  ];
  it.each([
    ['@Alice gg', ['a']],
    ['gg @alice', ['a']],
    ['gg @ALICE, @alice again', ['a']],
    ['@Alice.', ['a']],
    ['(@Alice)', []],
    ['email@alice.com', []],
    ['@BigDave want to play?', ['b']],
    ['@Big Dave', []],
    ['@wide', ['c']],
    ['@bob!', ['d']],
    ['@bob', []],
    ['@nobody', []],
    ['@', []],
    ['@@Alice', []],
    ['@Alice @BigDave', ['a', 'b']],
  ])('%j mentions %j', (text, expected) => {
    expect(mentionedPlayers(text, players)).toEqual(expected);
  });

  it(`stops at ${CHAT_MENTIONS_MAX} players`, () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ steamid: `s${i}`, alias: `p${i}` }));
    expect(mentionedPlayers(many.map((p) => `@${p.alias}`).join(' '), many)).toHaveLength(CHAT_MENTIONS_MAX);
  });
});

describe('the word filter', () => {
  const filter = ['badword', 'Ass'];
  it.each([
    ['a badword here', 'badword'],
    ['BADWORD!', 'badword'],
    ['ｂａｄｗｏｒｄ', 'badword'],
    ['ass', 'ass'],
    ['you ass.', 'ass'],
    ['first-class pass', null],
    ['badwords', null],
    ['clean text', null],
  ])('%j: %s', (text, found) => {
    expect(filteredWordIn(text, filter)).toBe(found);
  });

  it('holds nothing when the list is empty; the list is stored lower case, once, sorted', () => {
    expect(filteredWordIn('anything', [])).toBeNull();
    expect(normalizeFilterWords([' Zed ', 'alpha', 'ALPHA', ''])).toEqual(['alpha', 'zed']);
    expect(chatWordsBodySchema.parse({ words: ['Zed', 'alpha', 'Alpha'] })).toEqual({ words: ['alpha', 'zed'] });
    for (const bad of [['two words'], ['a-b'], ['x'.repeat(41)], [{ $gt: '' }], 'word'])
      expect(chatWordsBodySchema.safeParse({ words: bad }).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('the rate limit', () => {
  const limit = { max: 5, windowMs: 10_000 };
  const now = 100_000;
  it.each([
    ['no posts', [], 0],
    ['4 in the window', [99_000, 98_000, 97_000, 96_000], 0],
    ['5 in the window: until the oldest of them leaves', [99_000, 98_000, 97_000, 96_000, 95_000], 5_000],
    ['6 in the window: the 5th latest decides', [99_000, 98_000, 97_000, 96_000, 95_000, 94_000], 5_000],
    ['5, one just out of the window', [99_000, 98_000, 97_000, 96_000, 90_000], 0],
    ['5 in any order', [95_000, 99_000, 97_000, 96_000, 98_000], 5_000],
    ['5 at this instant', [now, now, now, now, now], 10_000],
  ])('%s', (_, recent, wait) => {
    expect(chatRateLimitWait(recent, now, limit)).toBe(wait);
  });
});

describe('who may post', () => {
  const clock = (at: number) => `T${at}`;
  it.each([
    [{ banned: false, mutedUntil: null }, null],
    [{ banned: false, mutedUntil: 500 }, null],
    [{ banned: false, mutedUntil: 2000 }, 'Muted until T2000'],
    [{ banned: true, mutedUntil: null }, 'Banned players can read the chat but not post'],
    [{ banned: true, mutedUntil: 2000 }, 'Banned players can read the chat but not post'],
  ])('%j: %s', (viewer, refusal) => {
    expect(chatPostRefusal(viewer, 1000, clock)).toBe(refusal);
  });

  it('mutes only into the future; a mute body is a steamid and whole minutes up to a week', () => {
    expect(isChatMuted(1001, 1000)).toBe(true);
    expect(isChatMuted(1000, 1000)).toBe(false);
    expect(isChatMuted(null, 1000)).toBe(false);
    expect(chatMuteBodySchema.safeParse({ steamid: '76561198000000001', minutes: 60 }).success).toBe(true);
    expect(chatMuteBodySchema.safeParse({ steamid: '76561198000000001', minutes: 0 }).success).toBe(true);
    for (const bad of [
      { steamid: 'x', minutes: 1 },
      { steamid: '76561198000000001', minutes: 1.5 },
      { steamid: '76561198000000001', minutes: -1 },
      { steamid: '76561198000000001', minutes: 7 * 24 * 60 + 1 },
    ])
      expect(chatMuteBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
