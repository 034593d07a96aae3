import { serverFixture } from '../testing/fixtures.ts';
import { ServersTable } from './ServersTable.tsx';

const server = serverFixture;
const servers = [
  server({}),
  server({ _id: 's2', name: 'Chicago 2', ipport: '203.0.113.8:27015', pugId: 'pug-9' }),
  server({ _id: 's3', name: 'Dallas 1', ipport: '198.51.100.4:27015', isDisrupt: true, disruptReason: 'query', query: null }),
  server({ _id: 's4', name: 'Old box', ipport: '198.51.100.9:27015', enabled: false, priority: 1 }),
  server({
    _id: 'serveme-pug-10',
    name: 'Chicago #3 (serveme.tf)',
    ipport: '192.0.2.30:27045',
    pugId: 'pug-10',
    reservation: { id: 1500042, instance: 'https://na.serveme.tf', endsAt: Date.UTC(2026, 0, 1, 14, 30), ending: false },
  }),
  server({
    _id: 'serveme-pug-8',
    name: 'Chicago #1 (serveme.tf)',
    ipport: '192.0.2.31:27015',
    enabled: false,
    reservation: { id: 1500040, instance: 'https://na.serveme.tf', endsAt: Date.UTC(2026, 0, 1, 13, 0), ending: false },
  }),
];
const noop = () => undefined;

interface Args {
  /** Which of the fixture servers are listed. */
  shown: number;
  /** The server being checked (its buttons busy). */
  busyId: string | null;
}

/** The admin servers table with fixture servers in each status (no api needed). */
export default {
  title: 'Screens/Admin/Servers table',
  component: ServersTable,
  args: { shown: servers.length, busyId: null },
  argTypes: {
    shown: { control: { type: 'range', min: 0, max: servers.length } },
    busyId: { control: 'select', options: [null, ...servers.map((s) => s._id)] },
    servers: { control: false },
    onEdit: { control: false },
    onCheck: { control: false },
    onRemove: { control: false },
    onShowLog: { control: false },
    onEndReservation: { control: false },
  },
  render: ({ shown, busyId }: Args) => (
    <ServersTable servers={servers.slice(0, shown)} busyId={busyId} onEdit={noop} onCheck={noop} onRemove={noop} onShowLog={noop} onEndReservation={noop} />
  ),
};

export const EveryStatus = {};
export const Checking = { args: { busyId: 's3' } };
export const None = { args: { shown: 0 } };
