import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueueBoard } from './QueueBoard.tsx';
import { lobbyAt, sid, SIXES, T0 } from '../testing/fixtures.ts';

afterEach(cleanup);

describe('QueueBoard for a viewer in a queue cooldown', () => {
  const queue = lobbyAt(SIXES, [{ type: 'JOIN' as const, steamid: sid(1), role: 'medic' as const, now: T0, elo: 1500 }]);
  const cooldown = { level: 2, until: Date.now() + 30 * 60_000, kind: 'missedReadyUp' as const };

  it('says why and until when, and every class slot offers no Add', () => {
    render(
      <MemoryRouter>
        <QueueBoard queue={queue} viewer={sid(9)} onToggleRole={() => undefined} viewerCooldown={cooldown} />
      </MemoryRouter>,
    );
    expect(screen.getByText('You are in a queue cooldown')).toBeTruthy();
    expect(screen.getByText(/^You missed a ready-up: you can queue again at .* UTC \(cooldown level 2\)\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(within(screen.getByTestId('slot-medic')).getByText(/^In cooldown until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/)).toBeTruthy();
  });

  it('offers Add again once the cooldown has ended', () => {
    render(
      <MemoryRouter>
        <QueueBoard queue={queue} viewer={sid(9)} onToggleRole={() => undefined} viewerCooldown={{ ...cooldown, until: Date.now() - 1 }} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('You are in a queue cooldown')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Add / }).length).toBeGreaterThan(0);
  });
});
