/**
 * Uploading a match log to logs.tf: a multipart POST to `/upload` with `key`, `title` (at most
 * 40 characters), `map`, `logfile` and `uploader`; logs.tf answers `{ success, log_id, error }`.
 */
export const LOGS_TF_URL = 'https://logs.tf';

export class LogsTfError extends Error {
  override name = 'LogsTfError';
}

export interface LogsTfUpload {
  baseUrl: string;
  apiKey: string;
  title: string;
  map: string;
  /** The whole log, `L MM/DD/YYYY - HH:MM:SS: …` lines. */
  log: string;
  timeoutMs?: number;
}

export async function uploadToLogsTf(upload: LogsTfUpload): Promise<string> {
  const form = new FormData();
  form.set('key', upload.apiKey);
  form.set('title', upload.title.slice(0, 40));
  form.set('map', upload.map);
  form.set('uploader', 'TF2 Pugs');
  form.set('logfile', new Blob([upload.log], { type: 'text/plain' }), 'match.log');
  let response: Response;
  try {
    response = await fetch(new URL('/upload', upload.baseUrl), {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(upload.timeoutMs ?? 15000),
    });
  } catch (err) {
    throw new LogsTfError(`logs.tf upload failed (${(err as Error).message})`);
  }
  let body: { success?: boolean; log_id?: number | string; error?: string };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new LogsTfError(`logs.tf answered ${response.status} without JSON`);
  }
  if (!response.ok || !body.success || body.log_id === undefined) {
    throw new LogsTfError(`logs.tf refused the upload: ${body.error ?? response.status}`);
  }
  return String(body.log_id);
}
