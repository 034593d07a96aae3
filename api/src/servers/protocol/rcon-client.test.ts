import { afterEach, describe, expect, it } from 'vitest';
import { startTf2Sim, type Tf2Simulator, type WriteMode } from '@pug/test-tools/tf2-sim';
import { RconClient, RconError, runRcon } from './rcon-client.ts';

let sim: Tf2Simulator;
afterEach(() => sim?.stop());

const opts = (s: Tf2Simulator, password = s.rconPassword, timeoutMs = 3000) => ({ host: '127.0.0.1', port: s.port, password, timeoutMs });

describe('RconClient against the simulated server', () => {
  for (const mode of ['normal', 'coalesce', 'split'] as WriteMode[]) {
    it(`authenticates and reads a multi-packet reply whole (${mode} writes)`, async () => {
      sim = await startTf2Sim({ writeMode: mode });
      const client = await RconClient.connect(opts(sim));
      try {
        const status = await client.command('status');
        expect(status.length).toBeGreaterThan(4096 * 2);
        expect(status).toMatch(/^hostname: Simulated TF2 server/);
        expect(status.endsWith('end of status\n')).toBe(true);
        // The next command's reply is not mixed up with the extra packets of the last one.
        expect(await client.command('echo second')).toBe('second\n');
      } finally {
        client.close();
      }
    });
  }

  it('runs queued commands in order', async () => {
    sim = await startTf2Sim();
    const out = await runRcon(opts(sim), ['sv_password abc', 'sv_password', 'echo done']);
    expect(out).toEqual(['', '"sv_password" = "abc" ( def. "" ) notify\n - Server password for entry into multiplayer games\n', 'done\n']);
    expect(sim.commands).toEqual(['sv_password abc', 'sv_password', 'echo done']);
  });

  it('rejects a wrong password as an auth error without the password in the message', async () => {
    sim = await startTf2Sim();
    const err = await RconClient.connect(opts(sim, 'hunter2-wrong')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RconError);
    expect((err as RconError).kind).toBe('auth');
    expect(String((err as Error).message)).not.toContain('hunter2');
  });

  it('times out on a server that accepts TCP but never answers', async () => {
    sim = await startTf2Sim({ behaviour: 'hang' });
    const started = Date.now();
    const err = await RconClient.connect(opts(sim, sim.rconPassword, 300)).catch((e: unknown) => e);
    expect((err as RconError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fails a command in flight when the server drops the connection, and the ones after it', async () => {
    sim = await startTf2Sim();
    const client = await RconClient.connect(opts(sim));
    sim.behaviour = 'hang';
    const first = client.command('status').catch((e: unknown) => e);
    await sim.stop();
    expect(((await first) as RconError).kind).toMatch(/closed|timeout/);
    expect((await client.command('echo x').catch((e: unknown) => e)) as RconError).toBeInstanceOf(RconError);
  });

  it('reports a closed port as a connect error', async () => {
    sim = await startTf2Sim();
    const port = sim.port;
    await sim.stop();
    const err = await RconClient.connect({ host: '127.0.0.1', port, password: 'x', timeoutMs: 3000 }).catch((e: unknown) => e);
    expect((err as RconError).kind).toBe('connect');
  });
});
