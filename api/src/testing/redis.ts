/** For api test files: the redis-server of framework/redis-testing.ts as beforeAll/afterAll hooks (vitest only: e2e and bench import redis-testing.ts directly). */
import { afterAll, beforeAll } from 'vitest';
import { startRedisServer, type TestRedis } from '../framework/redis-testing.ts';

/**
 * For one test file: a redis-server started before its tests and stopped after them;
 * `redis.url` is read inside tests (it exists once the file's `beforeAll` ran).
 */
export function useRedisServer(): { readonly url: string } {
  let redis: TestRedis | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
  }, 20_000);
  afterAll(async () => {
    await redis?.stop();
  });
  return {
    get url() {
      if (!redis) throw new Error('redis-server is not started yet (use redis.url inside a test)');
      return redis.url;
    },
  };
}
