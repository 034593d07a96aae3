import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { PublicServer } from '@pug/domain';
import { ServerStatus } from './ServerStatus.tsx';

afterEach(cleanup);

const server = (over: Partial<PublicServer> = {}): PublicServer => ({
  _id: 'srv-1',
  name: 'EU #1',
  region: 'eu',
  ipport: '10.0.0.5:27015',
  pugId: 'pug-7',
  logs: [],
  isDisrupt: false,
  query: { name: 'EU #1', map: 'cp_process_final', password: true, players: 3, maxPlayers: 14 },
  ...over,
});

it('says where the address and SourceTV are hidden from the viewer, and why', () => {
  const cases = [
    ['signIn', 'Address and SourceTV hidden: sign in to see it'],
    ['players', "Address and SourceTV hidden: only this pug's players and admins see it"],
    ['live', 'Address and SourceTV hidden while the match is being played'],
  ] as const;
  for (const [why, text] of cases) {
    render(<ServerStatus server={server({ ipport: null, sourceTv: null, addressHidden: why })} pugMap="cp_process_final" />);
    const group = screen.getByRole('group', { name: 'Game server' });
    expect(within(group).getByLabelText('Server address').textContent).toBe(text);
    cleanup();
  }
  render(<ServerStatus server={server({ sourceTv: { address: '10.0.0.5:27020', password: null } })} pugMap="cp_process_final" />);
  expect(screen.queryByLabelText('Server address')).toBeNull();
});
