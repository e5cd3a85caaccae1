import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../lib/metrics.ts';

/**
 * Request durations by route pattern (not the URL: ids would make a series per session) and
 * status; and, unless /metrics has a port of its own, the Prometheus text at /metrics.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { metrics: Metrics; isRouteServed: boolean }) => {
    const { metrics } = options;
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      // unmatched paths (404s, the SPA's fallback) share one series
      const label = route === undefined ? 'unmatched' : route;
      metrics.httpDuration.observe(
        { method: request.method, route: label, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
    if (options.isRouteServed) {
      app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      });
    }
  },
  { name: 'metrics' },
);
