/** A local stand-in for logs.tf's upload API (api tests only): multipart POST /upload. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LogsTfUploadSeen {
  key: string;
  title: string;
  map: string;
  uploader: string;
  log: string;
}

export async function startFakeLogsTf(opts: { key: string; logId: number }): Promise<{ url: string; uploads: LogsTfUploadSeen[]; close(): Promise<void> }> {
  const uploads: LogsTfUploadSeen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method !== 'POST' || req.url !== '/upload') return send(404, { success: false, error: 'Not found' });
        const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
        const file = form.get('logfile');
        if (!(file instanceof Blob)) return send(400, { success: false, error: 'No log file' });
        const seen = {
          key: String(form.get('key')),
          title: String(form.get('title')),
          map: String(form.get('map')),
          uploader: String(form.get('uploader')),
          log: await file.text(),
        };
        uploads.push(seen);
        if (seen.key !== opts.key) return send(200, { success: false, error: 'Invalid API key' });
        send(200, { success: true, log_id: opts.logId, url: `/${opts.logId}` });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, uploads, close: () => new Promise((r) => server.close(() => r())) };
}
