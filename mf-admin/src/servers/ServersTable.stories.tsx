import { ServersTable } from './ServersTable.tsx';
import type { AdminServer } from './types.ts';

/** The admin servers table with fixture servers in each status (no api needed). */
export default { title: 'Screens/Admin/Servers table' };

const server = (over: Partial<AdminServer>): AdminServer => ({
  _id: 's1',
  name: 'Chicago 1',
  ipport: '203.0.113.7:27015',
  region: 'na',
  priority: 5,
  enabled: true,
  isDisrupt: false,
  disruptReason: null,
  pugId: null,
  hasRconPassword: true,
  query: { name: 'x', map: 'cp_process_f12', players: 11, maxPlayers: 24, password: true },
  logs: [],
  ...over,
});
const servers = [
  server({}),
  server({ _id: 's2', name: 'Chicago 2', ipport: '203.0.113.8:27015', pugId: 'pug-9' }),
  server({ _id: 's3', name: 'Dallas 1', ipport: '198.51.100.4:27015', isDisrupt: true, disruptReason: 'query', query: null }),
  server({ _id: 's4', name: 'Old box', ipport: '198.51.100.9:27015', enabled: false, priority: 1 }),
];
const noop = () => undefined;

export const EveryStatus = { render: () => <ServersTable servers={servers} busyId={null} onEdit={noop} onCheck={noop} onRemove={noop} onShowLog={noop} /> };
export const Checking = { render: () => <ServersTable servers={servers} busyId="s3" onEdit={noop} onCheck={noop} onRemove={noop} onShowLog={noop} /> };
