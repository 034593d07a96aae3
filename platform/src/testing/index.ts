/** Test helpers for every frontend: a fake api over fetch, a fake socket, rendering inside the platform providers. */
export { FakeApi, type Handler } from './fakeApi.ts';
export { FakeSocket } from './fakeSocket.ts';
export { renderWithPlatform } from './render.tsx';
export { FakeBrowserAlerts } from './fakeBrowserAlerts.ts';
export { selfResponse } from './selfResponse.ts';
/** Testing Library's wait, which tooling/vitest.setup.mjs gives 5 s for a busy machine (vitest's own `vi.waitFor` gives up after 1 s). */
export { waitFor } from '@testing-library/react';
