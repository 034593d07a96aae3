import { createApp, type AppDeps, type PugApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../framework/logger.ts';

/** For tests: the app on a free loopback port with a silent logger. Call `close()` after. */
export interface TestServer extends PugApp {
  url: string;
  port: number;
}

export async function startTestServer(opts: { env?: Record<string, string>; deps?: Omit<AppDeps, 'config' | 'logger'> } = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', ...opts.env });
  const site = createApp({ config, logger: createLogger({ level: 'silent' }), ...opts.deps });
  const { url, port } = await site.listen(0);
  return { ...site, url, port };
}
