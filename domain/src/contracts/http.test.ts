import { describe, expect, it } from 'vitest';
import {
  acceptSubBodySchema,
  appealBanBodySchema,
  adminPlayersQuerySchema,
  auditQuerySchema,
  banPlayerBodySchema,
  cancelPugBodySchema,
  reportsQuerySchema,
  customSeasonBodySchema,
  mapBodySchema,
  pugHistoryDictBodySchema,
  queueRoleBodySchema,
  reportPlayerBodySchema,
  teamRoleBodySchema,
  userDictBodySchema,
} from './http.ts';

const SID = '76561198000000001';

describe('queueRole', () => {
  it('accepts the single-role form', () => {
    const r = queueRoleBodySchema.parse({ queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: SID });
    expect(r).toEqual({ queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: SID });
  });
  it('accepts the multi-role form', () => {
    const r = queueRoleBodySchema.parse({ queueName: 'hl', roles: ['spy', 'sniper'], userSteamId: SID, isDummy: true });
    expect('roles' in r && r.roles).toEqual(['spy', 'sniper']);
  });
  it('refuses bad steamids, unknown roles and operator objects', () => {
    expect(queueRoleBodySchema.safeParse({ queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: '123' }).success).toBe(false);
    expect(queueRoleBodySchema.safeParse({ queueName: 'sixes', role: 'flex', isQueue: true, userSteamId: SID }).success).toBe(false);
    expect(queueRoleBodySchema.safeParse({ queueName: { $gt: '' }, role: 'medic', isQueue: true, userSteamId: SID }).success).toBe(false);
    expect(queueRoleBodySchema.safeParse({ queueName: 'sixes', role: 'medic', isQueue: 'yes', userSteamId: SID }).success).toBe(false);
  });
});

describe('customSeason', () => {
  const base = {
    teamUrl: 'https://rgl.gg/Public/Team.aspx?t=1',
    seasonId: '12',
    startedAt: '2024-01-10',
    leftAt: null,
    formatName: 'Sixes',
    role: 'medic',
    divisionName: 'Main',
    steamid: SID,
  };
  it('parses season number and dates', () => {
    const r = customSeasonBodySchema.parse(base);
    expect(r.seasonId).toBe(12);
    expect(r.startedAt).toBe(Date.parse('2024-01-10'));
  });
  it('refuses a class not valid for the format', () => {
    const r = customSeasonBodySchema.safeParse({ ...base, role: 'sniper' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['role']);
    expect(customSeasonBodySchema.safeParse({ ...base, formatName: 'Highlander', role: 'sniper' }).success).toBe(true);
  });
  it('refuses missing team URL, empty class, a season that is not a number, leftAt before startedAt; parses the season as an integer', () => {
    expect(customSeasonBodySchema.safeParse({ ...base, teamUrl: '' }).success).toBe(false);
    expect(customSeasonBodySchema.safeParse({ ...base, teamUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(customSeasonBodySchema.safeParse({ ...base, role: '' }).success).toBe(false);
    expect(customSeasonBodySchema.safeParse({ ...base, seasonId: 'one' }).success).toBe(false);
    expect(customSeasonBodySchema.safeParse({ ...base, seasonId: '-1' }).success).toBe(false);
    expect(customSeasonBodySchema.parse({ ...base, seasonId: '4.7' }).seasonId).toBe(4);
    expect(customSeasonBodySchema.safeParse({ ...base, leftAt: '2023-01-01' }).success).toBe(false);
    expect(customSeasonBodySchema.safeParse({ ...base, startedAt: 'yesterday' }).success).toBe(false);
  });
});

describe('other bodies', () => {
  it('teamRole allows rosterrider, refuses empty', () => {
    const ok = { userId: SID, role: 'rosterrider', seasonId: 3, joinAt: 1700000000000, _id: 'abc' };
    expect(teamRoleBodySchema.safeParse(ok).success).toBe(true);
    expect(teamRoleBodySchema.safeParse({ ...ok, role: '' }).success).toBe(false);
  });
  it('appeal needs non-empty text', () => {
    expect(appealBanBodySchema.safeParse({ reason: '   ' }).success).toBe(false);
    expect(appealBanBodySchema.parse({ reason: ' sorry ' }).reason).toBe('sorry');
  });
  it('acceptSub needs a steamid', () => {
    expect(acceptSubBodySchema.safeParse({ playerId: { $ne: null } }).success).toBe(false);
  });
  it('dict bodies default and refuse operator keys', () => {
    expect(pugHistoryDictBodySchema.parse({})).toEqual({ keys: [], ids: [], maps: [], users: [], phases: [] });
    expect(userDictBodySchema.safeParse({ keys: ['$where'], users: [SID] }).success).toBe(false);
    expect(userDictBodySchema.safeParse({ keys: ['alias'], users: [SID] }).success).toBe(true);
  });
  it('report needs description and pug', () => {
    const ok = { category: 'Cheating', pugId: 'p1', description: 'aimbot', player: SID };
    expect(reportPlayerBodySchema.safeParse(ok).success).toBe(true);
    expect(reportPlayerBodySchema.safeParse({ ...ok, description: '' }).success).toBe(false);
    expect(reportPlayerBodySchema.safeParse({ ...ok, pugId: '' }).success).toBe(false);
    expect(reportPlayerBodySchema.safeParse({ ...ok, category: 'Rude' }).success).toBe(false);
    expect(reportPlayerBodySchema.safeParse({ ...ok, logUrl: 'https://logs.tf/3512345' }).success).toBe(true);
    expect(reportPlayerBodySchema.safeParse({ ...ok, logUrl: '' }).success).toBe(true);
    const wrongLog = reportPlayerBodySchema.safeParse({ ...ok, logUrl: 'https://example.com/3512345' });
    expect(wrongLog.error?.issues[0]?.message).toMatch(/logs\.tf/);
  });
  it('admin queries default their page and refuse operators', () => {
    expect(adminPlayersQuerySchema.parse({})).toEqual({ q: '', page: 1 });
    expect(adminPlayersQuerySchema.parse({ q: ' Ali ', page: '3' })).toEqual({ q: 'Ali', page: 3 });
    expect(adminPlayersQuerySchema.safeParse({ q: { $gt: '' } }).success).toBe(false);
    expect(adminPlayersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(reportsQuerySchema.parse({})).toEqual({ status: 'open', page: 1 });
    expect(reportsQuerySchema.safeParse({ category: 'Rude' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ action: 'banPlayer' }).success).toBe(true);
    expect(auditQuerySchema.safeParse({ action: 'dropTables' }).success).toBe(false);
    expect(cancelPugBodySchema.safeParse({ reason: '  ' }).success).toBe(false);
  });
  it('ban expiry must follow its date', () => {
    const ok = { userId: SID, isBan: true, date: 1000, expires: 2000, reason: 'toxic' };
    expect(banPlayerBodySchema.parse(ok)).toMatchObject({ isCaptainRestrict: false, appealAccepted: false });
    expect(banPlayerBodySchema.safeParse({ ...ok, expires: 500 }).success).toBe(false);
    expect(banPlayerBodySchema.safeParse({ ...ok, expires: null }).success).toBe(true);
    expect(banPlayerBodySchema.safeParse({ ...ok, isBan: false }).success).toBe(false);
    expect(banPlayerBodySchema.safeParse({ ...ok, isBan: false, isCaptainRestrict: true }).success).toBe(true);
  });
  it('map body', () => {
    expect(mapBodySchema.safeParse({ name: 'cp_process_final', formats: ['SIXES'] }).success).toBe(true);
    expect(mapBodySchema.safeParse({ name: 'cp process', formats: ['SIXES'] }).success).toBe(false);
    expect(mapBodySchema.safeParse({ name: 'cp_x', formats: [] }).success).toBe(false);
    expect(mapBodySchema.safeParse({ name: 'process', formats: ['SIXES'] }).success).toBe(false);
    expect(mapBodySchema.safeParse({ name: 'CP_Process', formats: ['SIXES'] }).success).toBe(false);
  });
});
