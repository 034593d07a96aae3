import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { pugFixture, sid } from '../testing/fixtures.ts';
import { PugServerSection } from './PugServerSection.tsx';
import { VoiceLink } from './VoiceLink.tsx';

afterEach(cleanup);

const RED_URL = 'mumble://voice.example.com:64738/pugs/pug-7/RED?title=6S&version=1.2.0';

it("links the player's team channel in Mumble", () => {
  render(<VoiceLink voice={{ team: 'red', url: RED_URL }} />);
  const link = screen.getByRole('link', { name: 'Join the RED voice channel in Mumble' });
  expect(link.getAttribute('href')).toBe(RED_URL);
  expect(link.textContent).toBe('RED channel (Mumble)');
});

it("links the player's team channel on Discord, in a new tab", () => {
  const url = 'https://discord.com/channels/100000000000000500/1190000000000000002';
  render(<VoiceLink voice={{ team: 'blu', url }} />);
  const link = screen.getByRole('link', { name: "Join your team's Discord channel (BLU, opens in a new tab)" });
  expect(link.getAttribute('href')).toBe(url);
  expect(link.textContent).toBe("Join your team's Discord channel");
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
});

it('follows nothing but a mumble: link or a channel on discord.com', () => {
  for (const url of [
    'javascript:alert(1)',
    'https://discord.com.evil.example/channels/100000000000000500/1190000000000000002',
    'https://discord.com/channels/100000000000000500/1190000000000000002/../../../evil',
    'https://evil.example/?https://discord.com/channels/100000000000000500/1190000000000000002',
  ]) {
    render(<VoiceLink voice={{ team: 'blu', url }} />);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
  }
});

it('sits in the seated player’s Join server panel, next to the connect command', async () => {
  new FakeApi()
    .on('GET /api/pugCreds/pug-7', () => ({ pugId: 'pug-7', connect: 'connect 10.0.0.5:27015; password "x"', voice: { team: 'red', url: RED_URL } }))
    .on('GET /api/serverList', () => [])
    .install();
  renderWithPlatform(<PugServerSection pug={pugFixture({ _id: 'pug-7' })} viewer={sid(1)} />);
  const panel = await screen.findByRole('region', { name: 'Join server' });
  await within(panel).findByLabelText('Connect command');
  expect(within(panel).getByRole('link', { name: 'Join the RED voice channel in Mumble' }).getAttribute('href')).toBe(RED_URL);
});
