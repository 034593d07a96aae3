import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLogsTf } from './fake-logs-tf.ts';
import { LogsTfError, uploadToLogsTf } from './logs-tf.ts';

let fake: Awaited<ReturnType<typeof startFakeLogsTf>>;
beforeAll(async () => {
  fake = await startFakeLogsTf({ key: 'good-key', logId: 99 });
});
afterAll(() => fake.close());

const upload = (over: Partial<Parameters<typeof uploadToLogsTf>[0]> = {}) =>
  uploadToLogsTf({
    baseUrl: fake.url,
    apiKey: 'good-key',
    title: 'A title that is much longer than forty characters in all',
    map: 'koth_product',
    log: 'L 01/01/2026 - 00:00:00: x\n',
    ...over,
  });

describe('uploadToLogsTf', () => {
  it('posts key, title (cut to 40), map, uploader and the log file, and returns the log id', async () => {
    expect(await upload()).toBe('99');
    expect(fake.uploads.at(-1)).toEqual({
      key: 'good-key',
      title: 'A title that is much longer than forty c',
      map: 'koth_product',
      uploader: 'TF2 Pugs',
      log: 'L 01/01/2026 - 00:00:00: x\n',
    });
  });

  it("reports a refusal with logs.tf's reason", async () => {
    await expect(upload({ apiKey: 'bad' })).rejects.toThrow(new LogsTfError('logs.tf refused the upload: Invalid API key'));
  });

  it('reports an unreachable logs.tf', async () => {
    await expect(upload({ baseUrl: 'http://127.0.0.1:1' })).rejects.toBeInstanceOf(LogsTfError);
  });
});
