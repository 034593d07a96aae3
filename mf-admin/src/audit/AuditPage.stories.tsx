import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import type { AuditLogResponse } from '@pug/domain';
import { ADMIN_ID, PLAYER_ID, selfOf } from '../testing/fixtures.ts';
import { AuditPage } from './AuditPage.tsx';

const log: AuditLogResponse = {
  entries: [
    {
      _id: 'a1',
      at: Date.now(),
      actor: ADMIN_ID,
      actorAlias: 'Boss',
      action: 'banPlayer',
      target: { kind: 'player', id: PLAYER_ID, label: 'Griefer' },
      reason: 'Toxic',
      details: { isBan: true, expires: null },
    },
    {
      _id: 'a2',
      at: Date.now() - 60_000,
      actor: ADMIN_ID,
      actorAlias: 'Boss',
      action: 'pugRcon',
      target: { kind: 'pug', id: 'pug-9', label: 'sixes on cp_process_f12' },
      details: { command: 'status', server: 'Chicago 1' },
    },
    { _id: 'a3', at: Date.now() - 86_400_000, actor: '76561198000000777', action: 'deleteMap', target: { kind: 'map', id: 'cp_well', label: 'cp_well' } },
  ],
  total: 3,
  page: 1,
  pageSize: 50,
};
const empty: AuditLogResponse = { entries: [], total: 0, page: 1, pageSize: 50 };

/** Audit log with fixture data, in each state the api can leave it (the `state` control). */
export default {
  title: 'Screens/Admin/Audit log',
  component: AuditPage,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES }, basePath: { control: false } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform
      state={state}
      filled={{ 'GET /api/auditLog/': log }}
      empty={{ 'GET /api/auditLog/': empty }}
      always={{ 'GET /api/self/': selfOf() }}
      path="/admin/audit"
    >
      <AuditPage basePath="/admin" />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
