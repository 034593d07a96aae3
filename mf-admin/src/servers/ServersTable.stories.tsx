import { serverFixture } from '../testing/fixtures.ts';
import { ServersTable } from './ServersTable.tsx';

/** The admin servers table with fixture servers in each status (no api needed). */
export default { title: 'Screens/Admin/Servers table' };

const server = serverFixture;
const servers = [
  server({}),
  server({ _id: 's2', name: 'Chicago 2', ipport: '203.0.113.8:27015', pugId: 'pug-9' }),
  server({ _id: 's3', name: 'Dallas 1', ipport: '198.51.100.4:27015', isDisrupt: true, disruptReason: 'query', query: null }),
  server({ _id: 's4', name: 'Old box', ipport: '198.51.100.9:27015', enabled: false, priority: 1 }),
];
const noop = () => undefined;

export const EveryStatus = { render: () => <ServersTable servers={servers} busyId={null} onEdit={noop} onCheck={noop} onRemove={noop} onShowLog={noop} /> };
export const Checking = { render: () => <ServersTable servers={servers} busyId="s3" onEdit={noop} onCheck={noop} onRemove={noop} onShowLog={noop} /> };
