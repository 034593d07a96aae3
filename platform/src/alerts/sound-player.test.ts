import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBrowserAlerts } from '../testing/fakeBrowserAlerts.ts';
import { createSoundPlayer } from './sound-player.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sound player on a site built without its sounds', () => {
  it('plays nothing, throws nothing and warns once when the sounds answer 503 (not built) or 404', async () => {
    const browser = new FakeBrowserAlerts();
    browser.install({ notifications: false });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = [503, 404, 503];
    const player = createSoundPlayer(window, () => Promise.resolve(new Response('{}', { status: answers.shift() ?? 503 })));
    await player.resume();
    expect(player.state()).toBe('running');

    await player.play('/sounds/default/readyup.ogg', 0.75);
    await player.play('/sounds/default/pickmap.ogg', 0.75);
    await player.play('/sounds/default/readyup.ogg', 0.75);

    expect(browser.played).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/alert sounds are not available .*503.*cues are silent/);
    player.close();
  });

  it('still reports a sound that fails otherwise (a 500)', async () => {
    new FakeBrowserAlerts().install({ notifications: false });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const player = createSoundPlayer(window, () => Promise.resolve(new Response('{}', { status: 500 })));
    await player.resume();
    await player.play('/sounds/default/readyup.ogg', 1);
    expect(error).toHaveBeenCalledWith('Could not play /sounds/default/readyup.ogg:', expect.any(Error));
    player.close();
  });
});
