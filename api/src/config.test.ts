import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config.ts';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults that start the embedded site', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.nodeEnv).toBe('development');
    expect(config.logLevel).toBe('info');
    expect(config.mongodbUri).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.mongoDataDir).toBe(join(REPO_ROOT, '.data/mongo'));
    expect(config.staticRoot).toBe(REPO_ROOT);
    expect(config.siteOrigins).toEqual([]);
    expect(config.queues.map((q) => q.name)).toEqual(['sixes', 'highlander', 'prolander']);
    expect(config.remotes['mf-queue']).toBe('/mf/mf-queue/mf-manifest.json');
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('treats empty variables as unset and is silent in tests', () => {
    const config = loadConfig({ PORT: '', NODE_ENV: 'test' });
    expect(config.port).toBe(8080);
    expect(config.logLevel).toBe('silent');
  });

  it('reads ports, origins and relative paths', () => {
    const config = loadConfig(
      { PORT: '0', SITE_ORIGINS: 'https://pugs.example.com, http://localhost:3000', MONGO_DATA_DIR: 'data', STATIC_ROOT: 'www' },
      '/srv/pugs',
    );
    expect(config.port).toBe(0);
    expect(config.siteOrigins).toEqual(['https://pugs.example.com', 'http://localhost:3000']);
    expect(config.mongoDataDir).toBe('/srv/pugs/data');
    expect(config.staticRoot).toBe('/srv/pugs/www');
  });

  it('refuses a bad PORT with a one-line message naming PORT', () => {
    const err = configError({ PORT: 'abc' });
    expect(err.message).toMatch(/^Invalid configuration: PORT: .*"abc"/);
    expect(err.message).not.toContain('\n');
    expect(configError({ PORT: '70000' }).message).toContain('PORT');
  });

  it('names other bad variables', () => {
    expect(configError({ LOG_LEVEL: 'loud' }).message).toContain('LOG_LEVEL: must be one of');
    expect(configError({ NODE_ENV: 'staging' }).message).toContain('NODE_ENV');
    expect(configError({ MONGODB_URI: 'localhost:27017' }).message).toContain('MONGODB_URI');
    expect(configError({ PUBLIC_API_ORIGIN: 'https://api.example.com/v1' }).message).toContain('PUBLIC_API_ORIGIN');
    expect(configError({ SITE_ORIGINS: 'https://ok.example.com,nope' }).message).toMatch(/SITE_ORIGINS\[1\]: .*"nope"/);
  });

  it('takes queues from QUEUES_JSON', () => {
    const queues = [
      {
        name: 'ultiduo',
        format: 'SIXES',
        region: 'eu',
        roles: [
          { role: 'soldier', perTeam: 1 },
          { role: 'medic', perTeam: 1 },
        ],
      },
    ];
    expect(loadConfig({ QUEUES_JSON: JSON.stringify(queues) }).queues).toEqual(queues);
  });

  it('explains bad QUEUES_JSON: not JSON, wrong field, duplicates', () => {
    expect(configError({ QUEUES_JSON: '[{' }).message).toMatch(/^Invalid configuration: QUEUES_JSON is not valid JSON/);
    const badField = JSON.stringify([{ name: 'sixes', format: 'SIXES', region: 'na', roles: [{ role: 'medic', perTeam: 0 }] }]);
    expect(configError({ QUEUES_JSON: badField }).message).toBe(
      'Invalid configuration: QUEUES_JSON: [0].roles[0].perTeam: Too small: expected number to be >=1',
    );
    const badFormat = JSON.stringify([{ name: 'p', format: 'BBALL', region: 'na', roles: [{ role: 'soldier', perTeam: 2 }] }]);
    expect(configError({ QUEUES_JSON: badFormat }).message).toMatch(/QUEUES_JSON: \[0\]\.format: .*SIXES/);
    const q = { name: 'same', format: 'SIXES', region: 'na', roles: [{ role: 'medic', perTeam: 1 }] };
    expect(configError({ QUEUES_JSON: JSON.stringify([q, q]) }).message).toContain('queue names must be unique');
    expect(configError({ QUEUES_JSON: '[]' }).message).toBe('Invalid configuration: QUEUES_JSON: queues: Too small: expected array to have >=1 items');
  });

  it('reads QUEUES_FILE and REMOTES_FILE, and reports unreadable files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pug-config-'));
    const queues = [{ name: 'hl-eu', format: 'HIGHLANDER', region: 'eu', roles: [{ role: 'spy', perTeam: 1 }] }];
    writeFileSync(join(dir, 'queues.json'), JSON.stringify(queues));
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify({ 'mf-admin': 'https://admin.example.com/mf-manifest.json' }));
    const config = loadConfig({ QUEUES_FILE: 'queues.json', REMOTES_FILE: join(dir, 'remotes.json') }, dir);
    expect(config.queues).toEqual(queues);
    expect(config.remotes['mf-admin']).toBe('https://admin.example.com/mf-manifest.json');
    expect(configError({ QUEUES_FILE: join(dir, 'missing.json') }).message).toMatch(/QUEUES_FILE: cannot read .*missing\.json \(ENOENT\)/);
    expect(configError({ QUEUES_FILE: 'a', QUEUES_JSON: '[]' }).message).toContain('not both');
  });

  it('overrides remotes per name and refuses unknown names or bad URLs', () => {
    const config = loadConfig({ REMOTES_JSON: JSON.stringify({ 'mf-queue': 'https://q.example.com/mf-manifest.json' }) });
    expect(config.remotes).toEqual({
      'mf-queue': 'https://q.example.com/mf-manifest.json',
      'mf-profile': '/mf/mf-profile/mf-manifest.json',
      'mf-admin': '/mf/mf-admin/mf-manifest.json',
      'mf-tutorial': '/mf/mf-tutorial/mf-manifest.json',
    });
    expect(configError({ REMOTES_JSON: '{"mf-qeue":"/x"}' }).message).toMatch(/REMOTES_JSON: .*mf-qeue/);
    expect(configError({ REMOTES_JSON: '{"mf-queue":"javascript:alert(1)"}' }).message).toContain('mf-queue: must be an http(s) URL');
  });
});

describe('loadConfig: sign-in', () => {
  it('turns the development sign-in on with the embedded defaults only', () => {
    expect(loadConfig({}).auth).toMatchObject({ devLogin: true, provider: 'dev', adminSteamids: [] });
    expect(loadConfig({ MONGODB_URI: 'mongodb://db:27017/pugs', PUBLIC_API_ORIGIN: 'http://localhost:8080' }).auth).toMatchObject({
      devLogin: false,
      provider: 'steam',
    });
    expect(loadConfig({ MONGODB_URI: 'mongodb://db:27017/pugs', AUTH_DEV: '1' }).auth.devLogin).toBe(true);
    expect(loadConfig({ AUTH_DEV: '0', PUBLIC_API_ORIGIN: 'http://localhost:8080' }).auth.devLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_API_ORIGIN: 'https://pugs.example.com' }).auth.devLogin).toBe(false);
  });

  it('refuses the development sign-in in production', () => {
    expect(configError({ NODE_ENV: 'production', AUTH_DEV: '1' }).message).toMatch(/AUTH_DEV=1 is refused with NODE_ENV=production/);
    expect(configError({ NODE_ENV: 'production', AUTH_PROVIDER: 'dev' }).message).toContain('AUTH_PROVIDER=dev');
  });

  it('reads the league SSO, admins and session length', () => {
    const { auth } = loadConfig({
      SSO_ISSUER: 'https://sso.league.example',
      SSO_CLIENT_ID: 'pugs',
      SSO_CLIENT_SECRET: 's3cret',
      SSO_STEAMID_CLAIM: 'steam_id',
      ADMIN_STEAMIDS: '76561198000000001, 76561198000000002',
      SESSION_TTL_HOURS: '12',
    });
    expect(auth.provider).toBe('sso');
    expect(auth.sso).toEqual({
      issuer: 'https://sso.league.example',
      clientId: 'pugs',
      clientSecret: 's3cret',
      steamidClaim: 'steam_id',
      scope: 'openid profile',
    });
    expect(auth.adminSteamids).toEqual(['76561198000000001', '76561198000000002']);
    expect(auth.sessionTtlMs).toBe(12 * 3600_000);
  });

  it('names bad sign-in variables', () => {
    expect(configError({ ADMIN_STEAMIDS: '123' }).message).toContain('ADMIN_STEAMIDS[0]');
    expect(configError({ SSO_ISSUER: 'https://sso.example' }).message).toContain('SSO_CLIENT_ID');
    expect(configError({ SSO_ISSUER: 'not a url', SSO_CLIENT_ID: 'x' }).message).toContain('SSO_ISSUER');
    expect(configError({ NODE_ENV: 'production', SSO_ISSUER: 'http://sso.example', SSO_CLIENT_ID: 'x' }).message).toContain('https');
    expect(configError({ AUTH_PROVIDER: 'sso' }).message).toContain('AUTH_PROVIDER=sso');
    expect(configError({ SESSION_TTL_HOURS: '0' }).message).toContain('SESSION_TTL_HOURS');
  });
});

describe('loadConfig: game servers', () => {
  it('keys cookie signatures with COOKIE_SECRET, or a random key per start', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ COOKIE_SECRET: secret }).auth.cookieKey.equals(Buffer.from(secret))).toBe(true);
    const a = loadConfig({}).auth.cookieKey;
    const b = loadConfig({}).auth.cookieKey;
    expect(a.length).toBe(32);
    expect(a.equals(b)).toBe(false);
    expect(configError({ COOKIE_SECRET: 'short' }).message).toMatch(/COOKIE_SECRET.*at least 32/);
    const redis = { NODE_ENV: 'production', REDIS_URL: 'redis://pug:pw@127.0.0.1:6379', PUBLIC_API_ORIGIN: 'https://pugs.example.com' };
    expect(configError(redis).message).toMatch(/COOKIE_SECRET must be set/);
    expect(loadConfig({ ...redis, COOKIE_SECRET: secret }).auth.cookieKey.length).toBe(32);
  });

  it('turns Discord linking on with DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET together', () => {
    expect(loadConfig({}).auth.discord).toBeUndefined();
    expect(loadConfig({ DISCORD_CLIENT_ID: '100000000000000001', DISCORD_CLIENT_SECRET: 'discord-secret' }).auth.discord).toEqual({
      clientId: '100000000000000001',
      clientSecret: 'discord-secret',
      apiUrl: 'https://discord.com/api',
    });
    expect(
      loadConfig({ DISCORD_CLIENT_ID: '100000000000000001', DISCORD_CLIENT_SECRET: 'discord-secret', DISCORD_API_URL: 'http://127.0.0.1:9/discord/api/' }).auth
        .discord?.apiUrl,
    ).toBe('http://127.0.0.1:9/discord/api');
    expect(configError({ DISCORD_CLIENT_ID: '100000000000000001' }).message).toContain('DISCORD_CLIENT_SECRET');
    expect(configError({ DISCORD_CLIENT_ID: 'abc', DISCORD_CLIENT_SECRET: 'discord-secret' }).message).toContain('DISCORD_CLIENT_ID');
    expect(
      configError({
        NODE_ENV: 'production',
        DISCORD_CLIENT_ID: '100000000000000001',
        DISCORD_CLIENT_SECRET: 'discord-secret',
        DISCORD_API_URL: 'http://x.example',
      }).message,
    ).toContain('https');
  });

  it('defaults the log feed and polling, with a free log port in tests', () => {
    expect(loadConfig({}).servers).toEqual({
      logPort: 27500,
      logHost: '127.0.0.1',
      logsTfApiKey: undefined,
      logsTfUrl: 'https://logs.tf',
      logsTfTimeoutMs: 10_000,
      logsTfRetryMs: 30_000,
      serverInfo: 'public',
      pollMs: 30000,
      noServerWaitMs: 300_000,
      liveSilenceMs: 600_000,
      liveMaxMs: 9_000_000,
      joinDeadlineMs: 300_000,
      leaveGraceMs: 300_000,
      serveme: null,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).servers.logPort).toBe(0);
  });

  it('reads SERVEME_API_KEY, SERVEME_REGION_URLS (over the public instances) and SERVEME_TIMEOUT_MS; plain http is refused in production', () => {
    const key = 'serveme-key-0123456789abcdef';
    expect(loadConfig({ SERVEME_API_KEY: key, SERVEME_REGION_URLS: 'na=http://127.0.0.1:9, ru=https://ru.example.org/' }).servers.serveme).toEqual({
      apiKey: key,
      urlsByRegion: {
        eu: 'https://serveme.tf',
        na: 'http://127.0.0.1:9',
        sea: 'https://sea.serveme.tf',
        au: 'https://au.serveme.tf',
        ru: 'https://ru.example.org',
      },
      timeoutMs: 10_000,
      reservationMinutes: 120,
      allowLoopback: false,
    });
    expect(loadConfig({ SERVEME_API_KEY: key, SERVEME_TIMEOUT_MS: '2500' }).servers.serveme?.timeoutMs).toBe(2500);
    expect(configError({ SERVEME_API_KEY: 'short' }).message).toMatch(/SERVEME_API_KEY/);
    expect(configError({ SERVEME_API_KEY: key, SERVEME_REGION_URLS: 'na=https://na.serveme.tf/api?x=1' }).message).toMatch(/SERVEME_REGION_URLS/);
    expect(configError({ SERVEME_API_KEY: key, SERVEME_REGION_URLS: 'https://na.serveme.tf' }).message).toMatch(/SERVEME_REGION_URLS/);
    const production = {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      MONGODB_URI: 'mongodb://db/pug',
      AUTH_PROVIDER: 'steam',
      STEAM_API_KEY: 'k',
      PUBLIC_API_ORIGIN: 'https://pugs.example.com',
    };
    expect(configError({ ...production, SERVEME_API_KEY: key, SERVEME_REGION_URLS: 'na=http://na.example.org' }).message).toMatch(/https in production/);
  });

  it('lets a reserved server be on loopback (SERVEME_ALLOW_LOOPBACK=1) with NODE_ENV=test only', () => {
    const serveme = { SERVEME_API_KEY: 'serveme-key-0123456789abcdef', SERVEME_ALLOW_LOOPBACK: '1' };
    expect(loadConfig({ ...serveme, NODE_ENV: 'test' }).servers.serveme?.allowLoopback).toBe(true);
    expect(configError({ ...serveme, NODE_ENV: 'development' }).message).toContain('SERVEME_ALLOW_LOOPBACK=1 is for tests only');
    const production = {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      MONGODB_URI: 'mongodb://db/pug',
      AUTH_PROVIDER: 'steam',
      STEAM_API_KEY: 'k',
      PUBLIC_API_ORIGIN: 'https://pugs.example.com',
    };
    expect(configError({ ...production, ...serveme }).message).toContain('SERVEME_ALLOW_LOOPBACK=1 is for tests only');
    expect(configError({ ...serveme, SERVEME_ALLOW_LOOPBACK: 'yes' }).message).toContain('SERVEME_ALLOW_LOOPBACK');
  });

  it('reads LOG_PORT, LOG_HOST, LOGSTF_API_KEY, LOGSTF_URL, LOGSTF_TIMEOUT_MS, LOGSTF_RETRY_MS, SERVER_INFO_VISIBILITY, SERVER_POLL_MS, NO_SERVER_WAIT_MS, LIVE_PUG_SILENCE_MS, LIVE_PUG_MAX_MS, JOIN_DEADLINE_MS and LEAVE_GRACE_MS', () => {
    const { servers } = loadConfig({
      LOG_PORT: '27600',
      LOG_HOST: 'pugs.example.com',
      LOGSTF_API_KEY: 'abc123',
      LOGSTF_URL: 'http://127.0.0.1:9/',
      LOGSTF_TIMEOUT_MS: '2000',
      LOGSTF_RETRY_MS: '5000',
      SERVER_INFO_VISIBILITY: 'live',
      SERVER_POLL_MS: '5000',
      NO_SERVER_WAIT_MS: '120000',
      LIVE_PUG_SILENCE_MS: '120000',
      LIVE_PUG_MAX_MS: '3600000',
      JOIN_DEADLINE_MS: '90000',
      LEAVE_GRACE_MS: '120000',
    });
    expect(servers).toEqual({
      logPort: 27600,
      logHost: 'pugs.example.com',
      logsTfApiKey: 'abc123',
      logsTfUrl: 'http://127.0.0.1:9',
      logsTfTimeoutMs: 2000,
      logsTfRetryMs: 5000,
      serverInfo: 'live',
      pollMs: 5000,
      noServerWaitMs: 120_000,
      liveSilenceMs: 120_000,
      liveMaxMs: 3_600_000,
      joinDeadlineMs: 90_000,
      leaveGraceMs: 120_000,
      serveme: null,
    });
    expect(configError({ NO_SERVER_WAIT_MS: '5' }).message).toMatch(/NO_SERVER_WAIT_MS/);
    expect(configError({ LEAVE_GRACE_MS: '1000' }).message).toMatch(/LEAVE_GRACE_MS/);
    expect(configError({ LIVE_PUG_SILENCE_MS: '10s' }).message).toMatch(/LIVE_PUG_SILENCE_MS/);
    expect(configError({ LIVE_PUG_MAX_MS: '1000' }).message).toMatch(/LIVE_PUG_MAX_MS/);
    expect(configError({ JOIN_DEADLINE_MS: '-1' }).message).toMatch(/JOIN_DEADLINE_MS/);
    expect(configError({ LOGSTF_URL: 'ftp://logs.tf' }).message).toMatch(/LOGSTF_URL/);
    expect(configError({ LOGSTF_URL: 'https://user:pw@logs.tf' }).message).toMatch(/LOGSTF_URL/);
    expect(configError({ LOGSTF_TIMEOUT_MS: '5' }).message).toMatch(/LOGSTF_TIMEOUT_MS/);
    expect(configError({ SERVER_INFO_VISIBILITY: 'everyone' }).message).toMatch(/SERVER_INFO_VISIBILITY/);
  });

  it('reads TOO_MANY_SUBS (seats, 0 = never) and TOO_MANY_SUBS_MS, with defaults 4 and 5 min', () => {
    expect(loadConfig({}).tooManySubs).toEqual({ open: 4, forMs: 300_000 });
    expect(loadConfig({ TOO_MANY_SUBS: '0', TOO_MANY_SUBS_MS: '600000' }).tooManySubs).toEqual({ open: 0, forMs: 600_000 });
    expect(configError({ TOO_MANY_SUBS: 'four' }).message).toMatch(/TOO_MANY_SUBS/);
    expect(configError({ TOO_MANY_SUBS: '19' }).message).toMatch(/TOO_MANY_SUBS/);
    expect(configError({ TOO_MANY_SUBS_MS: '1000' }).message).toMatch(/TOO_MANY_SUBS_MS/);
  });

  it('reads the blowout margins per map kind, with defaults 5CP 5, KOTH 3 and stopwatch 2', () => {
    expect(loadConfig({}).blowoutMargins).toEqual({ '5cp': 5, koth: 3, stopwatch: 2 });
    const set = loadConfig({ BLOWOUT_MARGIN_5CP: '4', BLOWOUT_MARGIN_KOTH: '2', BLOWOUT_MARGIN_STOPWATCH: '1' });
    expect(set.blowoutMargins).toEqual({ '5cp': 4, koth: 2, stopwatch: 1 });
    expect(configError({ BLOWOUT_MARGIN_KOTH: '0' }).message).toMatch(/BLOWOUT_MARGIN_KOTH/);
    expect(configError({ BLOWOUT_MARGIN_5CP: 'five' }).message).toMatch(/BLOWOUT_MARGIN_5CP/);
  });

  it('reads the cooldown settings, with defaults 10m,30m,2h,12h,3d,1w, 3 pugs, 7 days and level 4', () => {
    expect(loadConfig({}).reliability).toEqual({
      levelsMs: [600_000, 1_800_000, 7_200_000, 43_200_000, 259_200_000, 604_800_000],
      decayPugs: 3,
      decayMs: 604_800_000,
      announceLevel: 4,
    });
    expect(loadConfig({ COOLDOWN_LEVELS: '5m,1h', COOLDOWN_DECAY_PUGS: '0', COOLDOWN_DECAY_DAYS: '2', COOLDOWN_ANNOUNCE_LEVEL: '2' }).reliability).toEqual({
      levelsMs: [300_000, 3_600_000],
      decayPugs: 0,
      decayMs: 172_800_000,
      announceLevel: 2,
    });
    expect(configError({ COOLDOWN_LEVELS: '10 minutes' }).message).toMatch(/COOLDOWN_LEVELS/);
    expect(configError({ COOLDOWN_DECAY_PUGS: 'three' }).message).toMatch(/COOLDOWN_DECAY_PUGS/);
    expect(configError({ COOLDOWN_DECAY_DAYS: '400' }).message).toMatch(/COOLDOWN_DECAY_DAYS/);
  });

  it('trusts the proxy headers with NODE_ENV=production unless TRUST_PROXY=0, and elsewhere only with TRUST_PROXY=1', () => {
    const production = {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      MONGODB_URI: 'mongodb://db/pug',
      AUTH_PROVIDER: 'steam',
      STEAM_API_KEY: 'k',
      PUBLIC_API_ORIGIN: 'https://pugs.example.com',
    };
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig(production).trustProxy).toBe(true);
    expect(loadConfig({ ...production, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(configError({ TRUST_PROXY: 'yes' }).message).toMatch(/TRUST_PROXY: must be 1/);
  });

  it('takes a METRICS_TOKEN of 32+ printable characters, and refuses a short one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(configError({ METRICS_TOKEN: 'short' }).message).toMatch(/METRICS_TOKEN: must be at least 32 printable characters/);
    expect(configError({ METRICS_TOKEN: `${'a'.repeat(32)} b` }).message).toMatch(/METRICS_TOKEN/);
  });

  it('keeps an idle keep-alive connection 5 s unless HTTP_KEEP_ALIVE_MS says otherwise, from 1 s to an hour', () => {
    expect(loadConfig({}).httpKeepAliveMs).toBe(5_000);
    expect(loadConfig({ HTTP_KEEP_ALIVE_MS: '65000' }).httpKeepAliveMs).toBe(65_000);
    expect(configError({ HTTP_KEEP_ALIVE_MS: '999' }).message).toMatch(/HTTP_KEEP_ALIVE_MS.*at least 1000/);
    expect(configError({ HTTP_KEEP_ALIVE_MS: '3600001' }).message).toMatch(/HTTP_KEEP_ALIVE_MS.*at most/);
    expect(configError({ HTTP_KEEP_ALIVE_MS: '5s' }).message).toMatch(/HTTP_KEEP_ALIVE_MS.*whole number/);
  });

  it('limits sockets per client address to 20 unless SOCKETS_PER_ADDRESS says otherwise', () => {
    expect(loadConfig({}).socketsPerAddress).toBe(20);
    expect(loadConfig({ SOCKETS_PER_ADDRESS: '200' }).socketsPerAddress).toBe(200);
    expect(configError({ SOCKETS_PER_ADDRESS: '0' }).message).toMatch(/SOCKETS_PER_ADDRESS/);
    expect(configError({ SOCKETS_PER_ADDRESS: 'many' }).message).toMatch(/SOCKETS_PER_ADDRESS/);
  });

  it('reads REDIS_URL and refuses a bad one without echoing it', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://pug:s3cret@cache.internal:6380/2' }).redisUrl).toBe('rediss://pug:s3cret@cache.internal:6380/2');
    for (const bad of ['localhost:6379', 'http://cache:6379', 'redis://', 'redis://cache:6379/db', 'redis://:s3cret@cache:99999']) {
      const message = configError({ REDIS_URL: bad }).message;
      expect(message).toMatch(/^Invalid configuration: .*REDIS_URL: must be a URL like redis:\/\/host:6379/);
      expect(message).not.toContain('s3cret');
    }
  });

  it('names a bad game-server variable', () => {
    expect(configError({ LOG_PORT: '99999' }).message).toContain('LOG_PORT');
    expect(configError({ LOG_HOST: 'a b' }).message).toContain('LOG_HOST');
    expect(configError({ SERVER_POLL_MS: '10' }).message).toContain('SERVER_POLL_MS: must be at least 1000 ms');
    expect(configError({ LOGSTF_API_KEY: 'has space' }).message).toContain('LOGSTF_API_KEY');
  });

  it('keeps the Discord bot and voice links off unless configured, and refuses a half-configured bot', () => {
    expect(loadConfig({}).community).toEqual({ discordBot: null, mumbleUrl: null, voiceKey: null, discordVoice: null });
    const token = { DISCORD_BOT_TOKEN: 'fake-bot-token.0123456789abcdef' };
    expect(configError(token).message).toBe('Invalid configuration: DISCORD_BOT_TOKEN needs DISCORD_QUEUE_CHANNEL_ID');
    expect(configError({ ...token, DISCORD_QUEUE_CHANNEL_ID: '100000000000000001' }).message).toContain('needs DISCORD_SITE_URL');
    expect(configError({ DISCORD_QUEUE_CHANNEL_ID: '12' }).message).toContain('DISCORD_QUEUE_CHANNEL_ID: must be a Discord id');
    const bot = loadConfig({ ...token, DISCORD_QUEUE_CHANNEL_ID: '100000000000000001', DISCORD_SITE_URL: 'https://pugs.example.com/' }).community.discordBot;
    expect(bot).toMatchObject({
      apiUrl: 'https://discord.com/api/v10',
      siteUrl: 'https://pugs.example.com',
      adminChannelId: null,
      queueMissing: 2,
      queueEditMs: 30000,
    });
    expect(loadConfig({ MUMBLE_URL: 'mumble://voice.example.com:64738/pugs/' }).community.mumbleUrl).toBe('mumble://voice.example.com:64738/pugs');
    expect(configError({ MUMBLE_URL: 'mumble://admin:secret@voice.example.com' }).message).toContain('MUMBLE_URL: must be a URL like');
    expect(configError({ MUMBLE_URL: 'https://voice.example.com' }).message).toContain('MUMBLE_URL');
  });

  it('makes voice channels on Discord with VOICE_PROVIDER=discord, which needs the bot and a guild', () => {
    const bot = {
      DISCORD_BOT_TOKEN: 'fake-bot-token.0123456789abcdef',
      DISCORD_QUEUE_CHANNEL_ID: '100000000000000001',
      DISCORD_SITE_URL: 'https://pugs.example.com',
    };
    const guild = { DISCORD_VOICE_GUILD_ID: '100000000000000010' };
    expect(configError({ VOICE_PROVIDER: 'discord', ...guild }).message).toContain('VOICE_PROVIDER=discord needs the Discord bot');
    expect(configError({ VOICE_PROVIDER: 'discord', ...bot }).message).toContain('needs DISCORD_VOICE_GUILD_ID');
    expect(configError({ VOICE_PROVIDER: 'teamspeak' }).message).toContain('VOICE_PROVIDER: must be mumble or discord');
    expect(configError({ VOICE_PROVIDER: 'mumble' }).message).toContain('VOICE_PROVIDER=mumble needs MUMBLE_URL');
    const community = loadConfig({ VOICE_PROVIDER: 'discord', ...bot, ...guild, MUMBLE_URL: 'mumble://voice.example.com' }).community;
    expect(community).toMatchObject({ mumbleUrl: null, voiceKey: null, discordVoice: { guildId: '100000000000000010', waitingChannelId: null } });
    const waiting = loadConfig({ VOICE_PROVIDER: 'discord', ...bot, ...guild, DISCORD_VOICE_WAITING_CHANNEL_ID: '100000000000000011' }).community.discordVoice;
    expect(waiting).toEqual({ guildId: '100000000000000010', waitingChannelId: '100000000000000011' });
  });

  it('keys the voice channels with VOICE_SECRET, required in production with MUMBLE_URL', () => {
    const mumble = { MUMBLE_URL: 'mumble://voice.example.com/pugs' };
    const production = {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      MONGODB_URI: 'mongodb://db/pug',
      AUTH_PROVIDER: 'steam',
      STEAM_API_KEY: 'k',
      PUBLIC_API_ORIGIN: 'https://pugs.example.com',
    };
    const secret = 'v'.repeat(32);
    expect(configError({ ...production, ...mumble }).message).toContain('MUMBLE_URL needs VOICE_SECRET in production');
    expect(loadConfig({ ...production, ...mumble, VOICE_SECRET: secret }).community.voiceKey).toEqual(Buffer.from(secret));
    expect(configError({ ...mumble, VOICE_SECRET: 'short' }).message).toContain('VOICE_SECRET: must be at least 32 characters');
    expect(configError({ ...mumble, VOICE_SECRET: 'short' }).message).not.toContain('short"');
    // Elsewhere a random key per start; no key at all without voice.
    expect(loadConfig(mumble).community.voiceKey).toHaveLength(32);
    expect(loadConfig(mumble).community.voiceKey).not.toEqual(loadConfig(mumble).community.voiceKey);
    expect(loadConfig({ ...production, VOICE_SECRET: secret }).community.voiceKey).toBeNull();
  });
});

describe('loadConfig: public origin and Redis', () => {
  const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), MONGODB_URI: 'mongodb://db/pug', AUTH_PROVIDER: 'steam' };

  it('requires PUBLIC_API_ORIGIN in production and with Steam sign-in, https in production', () => {
    expect(configError(production).message).toBe(
      "Invalid configuration: PUBLIC_API_ORIGIN must be set in production (the site's https origin: sign-in return addresses are built from it)",
    );
    expect(configError({ NODE_ENV: 'production', SSO_ISSUER: 'https://sso.example', SSO_CLIENT_ID: 'x' }).message).toContain('PUBLIC_API_ORIGIN must be set');
    expect(configError({ AUTH_PROVIDER: 'steam' }).message).toMatch(/^Invalid configuration: PUBLIC_API_ORIGIN must be set with Steam sign-in/);
    expect(configError({ MONGODB_URI: 'mongodb://db/pug' }).message).toContain('PUBLIC_API_ORIGIN must be set with Steam sign-in');
    expect(configError({ ...production, PUBLIC_API_ORIGIN: 'http://pugs.example.com' }).message).toBe(
      'Invalid configuration: PUBLIC_API_ORIGIN must be https in production',
    );
    expect(loadConfig({ ...production, PUBLIC_API_ORIGIN: 'https://pugs.example.com/' }).publicApiOrigin).toBe('https://pugs.example.com');
    expect(loadConfig({ AUTH_PROVIDER: 'steam', PUBLIC_API_ORIGIN: 'http://localhost:8080' }).publicApiOrigin).toBe('http://localhost:8080');
    // The development defaults (dev sign-in, or the league's sign-on outside production) need none: the listening address serves.
    expect(loadConfig({}).publicApiOrigin).toBeUndefined();
    expect(loadConfig({ SSO_ISSUER: 'http://127.0.0.1:9', SSO_CLIENT_ID: 'x' }).publicApiOrigin).toBeUndefined();
  });

  it('refuses in production a REDIS_URL without a password, or plain redis:// off this machine, without echoing it', () => {
    const site = { ...production, PUBLIC_API_ORIGIN: 'https://pugs.example.com' };
    for (const url of ['redis://127.0.0.1:6379', 'redis://pug@127.0.0.1:6379', 'rediss://cache.internal:6380']) {
      const message = configError({ ...site, REDIS_URL: url }).message;
      expect(message).toMatch(/^Invalid configuration: REDIS_URL needs a password in production/);
    }
    expect(configError({ ...site, REDIS_URL: 'redis://pug:s3cret@cache.internal:6379' }).message).toBe(
      'Invalid configuration: REDIS_URL must be rediss:// (TLS) in production unless Redis is on this machine',
    );
    expect(configError({ ...site, REDIS_URL: 'redis://pug:s3cret@cache.internal:6379' }).message).not.toContain('s3cret');
    for (const url of [
      'redis://pug:s3cret@127.0.0.1:6379',
      'redis://:s3cret@localhost:6379/1',
      'redis://pug:s3cret@[::1]:6379',
      'rediss://pug:s3cret@cache.internal:6380',
    ]) {
      expect(loadConfig({ ...site, REDIS_URL: url }).redisUrl).toBe(url);
    }
    // Outside production (tests, npm start) Debian's password-less loopback Redis is fine.
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
  });
});

describe('loadConfig: adding for the night', () => {
  it('is on for up to 3 h, starting at 2 h; the default must be one of the whole hours offered', () => {
    expect(loadConfig({}).nightAdd).toEqual({ enabled: true, maxMinutes: 180, defaultMinutes: 120 });
    expect(loadConfig({ NIGHT_ADD_ENABLED: '0', NIGHT_ADD_MAX_MINUTES: '300', NIGHT_ADD_DEFAULT_MINUTES: '240' }).nightAdd).toEqual({
      enabled: false,
      maxMinutes: 300,
      defaultMinutes: 240,
    });
    expect(configError({ NIGHT_ADD_DEFAULT_MINUTES: '90' }).message).toBe(
      'Invalid configuration: NIGHT_ADD_DEFAULT_MINUTES must be one of 60, 120, 180 (whole hours up to NIGHT_ADD_MAX_MINUTES)',
    );
    expect(configError({ NIGHT_ADD_ENABLED: 'yes' }).message).toMatch(/NIGHT_ADD_ENABLED.*must be 1 \(on\) or 0 \(off\)/);
    expect(configError({ NIGHT_ADD_MAX_MINUTES: '0' }).message).toMatch(/NIGHT_ADD_MAX_MINUTES must be at least 1/);
  });
});
