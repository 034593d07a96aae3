// The baseline of fanout.bench.ts: a bare Socket.IO server (websocket only, path /socket.io)
// where `POST /emit?steamid=…&isQueue=…` broadcasts a playerQueued of the site's shape to every
// socket. Reads {port} as JSON from argv[2]; prints "ready".
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const { port } = JSON.parse(process.argv[2]);
const http = createServer();
const io = new Server(http, { path: '/socket.io', transports: ['websocket'], serveClient: false });
http.on('request', (req, res) => {
  if (req.url?.startsWith('/socket.io')) return; // Socket.IO's own
  if (!req.url?.startsWith('/emit')) {
    res.statusCode = 404;
    return res.end();
  }
  const url = new URL(req.url, 'http://x');
  const steamid = url.searchParams.get('steamid');
  io.emit('playerQueued', {
    queueName: 'highlander',
    steamid,
    role: url.searchParams.get('role') ?? 'medic',
    isQueue: url.searchParams.get('isQueue') === 'true',
    queuedAt: Date.now(),
    userInfo: { steamid, alias: `Player ${steamid.slice(-4)}`, avatar: null },
  });
  res.setHeader('Content-Type', 'application/json');
  res.end('{"ok":true}');
});
http.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGINT', () => process.exit(0));
