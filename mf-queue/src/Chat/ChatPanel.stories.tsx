import { StoryPlatform } from '@pug/platform/stories';
import type { ChatMessage } from '@pug/domain';
import type { Viewer } from '../session/useViewer.ts';
import { ChatPanel } from './ChatPanel.tsx';

const at = Date.UTC(2026, 11, 7, 20, 0);
const messages: ChatMessage[] = [
  { _id: 'm1', steamid: '76561198000000002', alias: 'Medic Main', text: 'need one more demo for sixes', createdAt: at },
  { _id: 'm2', steamid: '76561198000000003', alias: '﷽'.repeat(32), text: '@MedicMain on my way https://logs.tf/1234567', createdAt: at + 60_000 },
  { _id: 'm3', steamid: '76561198000000004', alias: 'Pocket Soldier', text: '<b>links and markup stay plain text</b>', createdAt: at + 120_000 },
];
const player: Viewer = { steamid: '76561198000000002', alias: 'Medic Main', isAdmin: false, banned: false };
const admin: Viewer = { steamid: '76561198000000001', alias: 'Boss', isAdmin: true, banned: false };

const story = (viewer: Viewer, mutedUntil: number | null = null) => ({
  render: () => (
    <StoryPlatform
      state="filled"
      filled={{ 'GET /api/chat': { messages, mutedUntil } }}
      always={{ 'GET /api/self/': { steamid: viewer.steamid, alias: viewer.alias, isAdmin: viewer.isAdmin } }}
    >
      <ChatPanel viewer={viewer} />
    </StoryPlatform>
  ),
});

/** The queue chat beside the lobby: a player, an admin (Delete and Mute per message), a banned and a muted player. */
export default { title: 'Queue/ChatPanel', component: ChatPanel };

export const Player = story(player);
export const Admin = story(admin);
export const Banned = story({ ...player, banned: true });
export const Muted = story(player, at + 365 * 24 * 60 * 60_000);
