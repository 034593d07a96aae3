import { describe, expect, it } from 'vitest';
import { discordTakenMessage, latestDiscordRefusal } from './discordLink.ts';

describe('Discord link refusal', () => {
  it('names the holder and is found again among notifications, newest first', () => {
    expect(discordTakenMessage('Holder')).toContain('already linked to Holder.');
    const notes = [
      { msg: 'Discord account x linked.', timestamp: 5 },
      { msg: discordTakenMessage('Old'), timestamp: 1 },
      { msg: discordTakenMessage('New'), timestamp: 3 },
    ];
    expect(latestDiscordRefusal(notes)).toBe(discordTakenMessage('New'));
    expect(latestDiscordRefusal([{ msg: 'something else', timestamp: 1 }])).toBeNull();
  });
});
