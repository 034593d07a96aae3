/** The fake api every admin page test starts with: the signed-in admin. */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { FakeApi } from '@pug/platform/testing';
import { selfOf } from './fixtures.ts';

export function withFakeApi(): { api: FakeApi } {
  const holder = { api: new FakeApi() };
  beforeEach(() => {
    holder.api = new FakeApi();
    holder.api.install();
    holder.api.on('GET /api/self/', () => selfOf());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return holder;
}
