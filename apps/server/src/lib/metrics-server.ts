import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';
import type { Metrics } from './metrics.ts';

/**
 * /metrics on a port of its own (METRICS_PORT; a worker without one uses PORT): Prometheus can
 * scrape it on an internal address while the app's port stays public.
 */
export async function startMetricsServer(
  metrics: Metrics,
  config: Pick<Config, 'METRICS_PORT' | 'PORT' | 'HOST'>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (request.method !== 'GET' || pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.METRICS_PORT ?? config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
