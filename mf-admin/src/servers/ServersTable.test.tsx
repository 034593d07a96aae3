import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { serverFixture } from '../testing/fixtures.ts';
import { ServersTable } from './ServersTable.tsx';
import { ServerLogView } from './ServerLogView.tsx';
import { statusOf } from './types.ts';

afterEach(cleanup);

const server = serverFixture;

const noop = () => undefined;

describe('ServersTable', () => {
  it('shows each server with its status, map and player count', () => {
    render(
      <ServersTable
        servers={[
          server({}),
          server({ _id: 's2', name: 'Busy', pugId: '3f2b9c1e-7d4a-4e8f-9b1c-2a6d8e0f4c7b' }),
          server({ _id: 's3', name: 'Down', isDisrupt: true, disruptReason: 'config', query: null }),
          server({ _id: 's4', name: 'Numbered', pugId: 'sixes-UjaI_4CElwTNEohu', pugNumber: 1234 }),
          server({ _id: 's5', name: 'Silent', isDisrupt: true, disruptReason: 'logFeed' }),
        ]}
        busyId={null}
        onEdit={noop}
        onCheck={noop}
        onRemove={noop}
        onShowLog={noop}
        onEndReservation={noop}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Free')).toBeTruthy();
    expect(within(rows[1]!).getByText('11/24')).toBeTruthy();
    expect(within(rows[1]!).getByText('cp_process_f12')).toBeTruthy();
    expect(within(rows[2]!).getByText('In use')).toBeTruthy();
    // A pug's whole id widened the Status column until Remove left a 1440 px screen: its end only, the whole id as a tooltip.
    expect(within(rows[2]!).getByText('pug …0f4c7b').getAttribute('title')).toBe('pug 3f2b9c1e-7d4a-4e8f-9b1c-2a6d8e0f4c7b');
    expect(within(rows[2]!).getByRole<HTMLButtonElement>('button', { name: 'Remove' }).disabled).toBe(true);
    expect(within(rows[3]!).getByText('Disrupted')).toBeTruthy();
    expect(within(rows[3]!).getByText('configuration failed')).toBeTruthy();
    // A pug with a number is named by it, as everywhere else ("#1234"); its id stays the tooltip.
    expect(within(rows[4]!).getByText('pug #1234').getAttribute('title')).toBe('pug sixes-UjaI_4CElwTNEohu');
    // Its log lines never came (api servers/game-servers.ts): it waits for an admin's re-check.
    expect(within(rows[5]!).getByText('no log lines: re-check it once fixed')).toBeTruthy();
  });

  it('calls the actions for the row clicked', () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    render(<ServersTable servers={[server({})]} busyId={null} onEdit={onEdit} onCheck={noop} onRemove={onRemove} onShowLog={noop} onEndReservation={noop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ _id: 's1' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ _id: 's1' }));
  });

  it('shows a serveme.tf reservation with its id and end, and offers to end it only once no pug holds it', () => {
    const endsAt = new Date(2026, 0, 1, 14, 30).getTime();
    const onEndReservation = vi.fn();
    const reservation = { id: 1500042, instance: 'https://na.serveme.tf', endsAt, ending: false };
    render(
      <ServersTable
        servers={[
          server({ _id: 'serveme-a', name: 'serveme #1500042 Chicago #3', pugId: 'pug-1', reservation }),
          server({ _id: 'serveme-b', name: 'serveme #1500043 Chicago #4', enabled: false, reservation: { ...reservation, id: 1500043 } }),
          server({ _id: 'serveme-c', name: 'serveme #1500044 Chicago #5', enabled: false, reservation: { ...reservation, id: 1500044, ending: true } }),
        ]}
        busyId={null}
        onEdit={noop}
        onCheck={noop}
        onRemove={noop}
        onShowLog={noop}
        onEndReservation={onEndReservation}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('serveme #1500042, ends 14:30')).toBeTruthy();
    // A reserved server is not edited or removed: it comes and goes with its pug.
    expect(within(rows[1]!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: 'Remove' })).toBeNull();
    const held = within(rows[1]!).getByRole<HTMLButtonElement>('button', { name: 'End reservation' });
    expect(held.disabled).toBe(true);
    expect(held.title).toBe('Hosts a pug: ending the pug ends its reservation');
    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'End reservation' }));
    expect(onEndReservation).toHaveBeenCalledWith(expect.objectContaining({ _id: 'serveme-b' }));
    expect(within(rows[3]!).getByText('serveme #1500044, ending')).toBeTruthy();
    expect(within(rows[3]!).getByRole<HTMLButtonElement>('button', { name: 'End reservation' }).disabled).toBe(true);
  });

  it('names the status', () => {
    expect(statusOf(server({ enabled: false, isDisrupt: true }))).toBe('Disabled');
    expect(statusOf(server({ query: null }))).toBe('Unknown');
  });
});

describe('ServerLogView', () => {
  it('lists the most recent lines first', () => {
    render(
      <ServerLogView
        logs={[
          { type: 'config', timestamp: 1, line: 'first' },
          { type: 'error', timestamp: 2, line: 'second' },
        ]}
      />,
    );
    const lines = screen.getByRole('log').textContent ?? '';
    expect(lines.indexOf('second')).toBeLessThan(lines.indexOf('first'));
  });
});
