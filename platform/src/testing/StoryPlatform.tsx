/**
 * Storybook only (`@pug/platform/stories`; never imported by an app): a page's stories render it
 * inside the real platform providers over a fake api, so a screen shows its loading, empty, error
 * and filled states from fixture data with no api running. `answers` maps "METHOD /path" (query
 * ignored) to the JSON body; a missing route answers 404.
 */
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProvider } from '../platform-provider.tsx';
import { FakeSocket } from './fakeSocket.ts';

/** The states a screen story shows (its `state` control). */
export type StoryState = 'loading' | 'empty' | 'error' | 'filled';
export const STORY_STATES: StoryState[] = ['loading', 'empty', 'error', 'filled'];

export interface StoryPlatformProps {
  state: StoryState;
  /** What the api answers in the `filled` state. */
  filled: Record<string, unknown>;
  /** What it answers in the `empty` state (default: the same routes with `[]`). */
  empty?: Record<string, unknown>;
  /** Answered in every state (GET /api/self/, for example). */
  always?: Record<string, unknown>;
  /** The router's path, and the route the page is mounted on. */
  path?: string;
  routePath?: string;
  children: ReactNode;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeFetch(state: StoryState, answers: Record<string, unknown>, always: Record<string, unknown>): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key in always) return json(200, always[key]);
    if (!(key in answers)) return json(404, { error: { code: 'NOT_FOUND', message: `No story answer for ${key}` } });
    if (state === 'loading') return new Promise<Response>(() => undefined);
    if (state === 'error') return json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'The api is not answering (story)' } });
    return json(200, answers[key]);
  };
}

export function StoryPlatform({ state, filled, empty, always = {}, path = '/', routePath = path, children }: StoryPlatformProps) {
  const answers = state === 'empty' ? (empty ?? Object.fromEntries(Object.keys(filled).map((k) => [k, []]))) : filled;
  // Installed while rendering, before the page's effects ask for anything.
  window.fetch = fakeFetch(state, answers, always);
  const [socket] = useState(() => new FakeSocket());
  return (
    <PlatformProvider key={state} apiOrigin="" socket={socket.asSocket()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={children} />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>
  );
}

export { selfResponse } from './selfResponse.ts';
