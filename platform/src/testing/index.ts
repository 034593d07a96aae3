/** Test helpers for every frontend: a fake api over fetch, a fake socket, rendering inside the platform providers. */
export { FakeApi, type Handler } from './fakeApi.ts';
export { FakeSocket } from './fakeSocket.ts';
export { renderWithPlatform } from './render.tsx';
export { FakeBrowserAlerts } from './fakeBrowserAlerts.ts';
export { selfResponse } from './selfResponse.ts';
