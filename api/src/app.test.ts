import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './framework/logger.ts';

const logger = createLogger({ level: 'silent' });

describe('createApp', () => {
  it('listens on a free port, reports its URL and closes cleanly', async () => {
    const site = createApp({ config: loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1' }), logger });
    const { url, port } = await site.listen(0);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(port).toBeGreaterThan(0);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    await site.close();
    expect(site.server.listening).toBe(false);
  });

  it('shows localhost for a wildcard host', async () => {
    const site = createApp({ config: loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0' }), logger });
    const { url, port } = await site.listen(0);
    await site.close();
    expect(url).toBe(`http://localhost:${port}`);
  });

  it('can be closed without ever listening', async () => {
    const site = createApp({ config: loadConfig({ NODE_ENV: 'test' }), logger });
    await expect(site.close()).resolves.toBeUndefined();
  });
});
