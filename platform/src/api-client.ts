import { APP_REQUEST_HEADER } from '@pug/domain';

/** A failed api call: the status and the api's JSON error body (docs/architecture.md "How a request travels"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** Sent as JSON; a Blob (a file) is sent as its raw bytes instead. */
  body?: unknown;
  /** Don't report a failure through `onError` (the caller shows its own message). */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  del<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

export interface ApiClientOptions {
  apiOrigin: string;
  fetch?: typeof fetch;
  /** Called with every failure that is not `silent`; the provider turns it into an error toast. */
  onError?: (error: ApiError) => void;
}

async function readError(response: Response): Promise<ApiError> {
  let code = `HTTP_${response.status}`;
  let message = response.statusText || `Request failed with status ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(response.status, code, message);
}

/**
 * The one way the frontends talk HTTP to the api: credentials included, JSON in and out, and the
 * app's own header (APP_REQUEST_HEADER), without which the api refuses its state-changing GETs.
 */
export function createApiClient({ apiOrigin, fetch: fetchImpl, onError }: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value },
      signal: options.signal,
    };
    if (options.body instanceof Blob) {
      init.headers = { ...init.headers, 'Content-Type': 'application/octet-stream' };
      init.body = options.body;
    } else if (options.body !== undefined) {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(options.body);
    }
    let error: ApiError;
    try {
      const response = await doFetch(`${apiOrigin}${path}`, init);
      if (response.ok) {
        if (response.status === 204) return undefined as T;
        const text = await response.text();
        return (text ? JSON.parse(text) : undefined) as T;
      }
      error = await readError(response);
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      error = new ApiError(0, 'NETWORK', 'The server could not be reached. Check your connection.');
    }
    if (!options.silent) onError?.(error);
    throw error;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    del: (path, options) => request('DELETE', path, options),
  };
}
