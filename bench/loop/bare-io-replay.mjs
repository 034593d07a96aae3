// The baseline of fanout-io.bench.ts: a bare Socket.IO server (websocket only, path /socket.io)
// where `POST /emit` with the JSON body `{"event": …, "payload": …}` broadcasts that event to every
// socket (io.emit), so it sends the very bytes the site sent. Reads {port} as JSON from argv[2].
// Forked with IPC (idle-sockets.bench.ts), it answers `usage` and `snapshot` (usage-ipc.mjs) and says `ready`.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { answerUsageOverIpc } from './usage-ipc.mjs';

const { port } = JSON.parse(process.argv[2]);
const http = createServer();
const io = new Server(http, { path: '/socket.io', transports: ['websocket'], serveClient: false });
http.on('request', (req, res) => {
  if (req.url?.startsWith('/socket.io')) return; // Socket.IO's own
  if (req.method !== 'POST' || req.url !== '/emit') {
    res.statusCode = 404;
    return res.end();
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const { event, payload } = JSON.parse(Buffer.concat(chunks).toString());
    io.emit(event, payload);
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  });
});
http.listen(port, '127.0.0.1', () => {
  process.stdout.write('ready\n');
  process.send?.({ type: 'ready', port });
});
answerUsageOverIpc();
process.once('SIGINT', () => process.exit(0));
