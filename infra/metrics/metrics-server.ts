import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBearerCheck } from './bearer-token.ts';
import { METRICS_CONTENT_TYPE } from './cluster-metrics.ts';

/**
 * `GET /metrics` for a process without an API port: `regintel enrich` and `regintel ingest
 * --schedule` run as their own containers in compose, and their counters (records per step,
 * deliveries, ingest runs) live only in them. Same format and token rule as the API's endpoint; no
 * other path is served.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  token: string | null;
  collect: () => Promise<string>;
}): Promise<{ url: string; close(): Promise<void> }> {
  const authorized = options.token === null ? () => true : createBearerCheck(options.token);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('method not allowed\n');
      return;
    }
    if (!authorized(req.headers.authorization)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"', 'content-type': 'text/plain' }).end('unauthorized\n');
      return;
    }
    options.collect().then(
      (text) => res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics collection failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  // The process lives for its consumers or scheduler; the metrics listener alone must not keep it up after a stop.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
