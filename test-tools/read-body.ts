import type { IncomingMessage } from 'node:http';

/** A fake's request body as text; a body past 64 KB ends the request (the real services refuse it too). */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
      if (body.length > 64_000) req.destroy();
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
