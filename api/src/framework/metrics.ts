import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Mount } from './mount.ts';
import type { Middleware } from 'koa';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { forbidden } from './errors.ts';

/** A number a feature keeps, read at each scrape: one series per label value (a bounded set). */
export interface FeatureMetric {
  name: string;
  help: string;
  /** `counter` for totals since start (name ends in `_total`), `gauge` for a level. */
  type: 'counter' | 'gauge';
  label: string;
  read(): Record<string, number>;
}

/** What the api reads at each scrape of GET /metrics. */
export interface MetricSources {
  /** Players in each queue's lobby. */
  queueSizes(): Promise<Record<string, number>>;
  /** Stored pugs by phase. */
  pugsByPhase(): Promise<Record<string, number>>;
  /** Open sockets on this process. */
  sockets(): number;
  /** The embedded store's files; undefined with MONGODB_URI. */
  storeFiles(): { journalBytes: number; snapshotBytes: number } | undefined;
  features: FeatureMetric[];
}

export interface SiteMetrics {
  /** Times every request Koa answers, labelled by the matched route's pattern (never the raw URL). */
  middleware: Middleware;
  /** Times a GET answered before Koa (framework/hot-gets.ts): `path` is one of its registered paths. */
  observe(method: string, route: string, status: number, started: bigint): void;
  /** GET /metrics, for loopback without a proxy in front, or with `Authorization: Bearer <token>`. */
  routes(mount: Mount): void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Headers a reverse proxy adds: a request carrying one came through it, from anywhere. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** The Prometheus registry of one api process (prom-client, text format 0.0.4). */
export function createSiteMetrics(opts: { sources: MetricSources; token: string | undefined }): SiteMetrics {
  const { sources } = opts;
  const registry = new Registry();
  const latency = new Histogram({
    name: 'pug_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'pug_queue_players',
    help: 'Players in each queue lobby',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, players] of Object.entries(await sources.queueSizes())) this.set({ queue }, players);
    },
  });
  new Gauge({
    name: 'pug_pugs',
    help: 'Stored pugs by phase',
    labelNames: ['phase'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [phase, count] of Object.entries(await sources.pugsByPhase())) this.set({ phase }, count);
    },
  });
  new Gauge({
    name: 'pug_sockets',
    help: 'Open Socket.IO connections on this api process',
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'pug_store_file_bytes',
    help: "The embedded store's journal and snapshot sizes (absent with MONGODB_URI)",
    labelNames: ['file'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const files = sources.storeFiles();
      if (!files) return;
      this.set({ file: 'journal' }, files.journalBytes);
      this.set({ file: 'snapshot' }, files.snapshotBytes);
    },
  });
  for (const metric of sources.features) featureMetric(registry, metric);

  const observe = (method: string, route: string, status: number, started: bigint) => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    latency.observe({ method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) }, seconds);
  };

  return {
    observe,
    middleware: async (ctx, next) => {
      const started = process.hrtime.bigint();
      try {
        await next();
      } finally {
        observe(ctx.method, routeOf(ctx._matchedRoute, ctx.path), ctx.status, started);
      }
    },
    routes(mount) {
      mount('metrics', async (ctx) => {
        if (!mayRead(ctx.req, opts.token)) {
          throw forbidden('Metrics are served on loopback, not through the proxy, or with the METRICS_TOKEN bearer', 'METRICS_FORBIDDEN');
        }
        ctx.set('Cache-Control', 'no-store');
        ctx.type = registry.contentType;
        ctx.body = await registry.metrics();
      });
    },
  };
}

function featureMetric(registry: Registry, metric: FeatureMetric): void {
  const config = { name: metric.name, help: metric.help, labelNames: [metric.label], registers: [registry] };
  if (metric.type === 'gauge') {
    new Gauge({
      ...config,
      collect() {
        this.reset();
        for (const [value, n] of Object.entries(metric.read())) this.set({ [metric.label]: value }, n);
      },
    });
    return;
  }
  new Counter({
    ...config,
    collect() {
      this.reset();
      for (const [value, n] of Object.entries(metric.read())) this.inc({ [metric.label]: value }, n);
    },
  });
}

/** The route's pattern (`/api/pugs/:id`); what no route matched is `static` or `unmatched` (a bounded label). */
function routeOf(matched: unknown, path: string): string {
  if (typeof matched === 'string') return matched;
  return path.startsWith('/api/') || path.startsWith('/auth/') ? 'unmatched' : 'static';
}

/** A bearer equal to `token`, or a loopback peer whose request no proxy forwarded. */
function mayRead(req: IncomingMessage, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (token && auth?.startsWith('Bearer ')) return sameSecret(auth.slice('Bearer '.length), token);
  if (PROXY_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  return isLoopback(req.socket.remoteAddress);
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\./.test(v4);
}
