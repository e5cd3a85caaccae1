import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local web server answering with fixed pages; counts hits per path. */
export interface PageServer {
  origin: string;
  hostPort: string;
  hits: Map<string, number>;
  close(): Promise<void>;
}

export interface PageRoute {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Starts a server on 127.0.0.1 with a random port serving the given routes (404 otherwise). */
export async function startPageServer(routes: Record<string, PageRoute>): Promise<PageServer> {
  const hits = new Map<string, number>();
  const server: Server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<html><body><h1>Not found</h1></body></html>');
      return;
    }
    response.writeHead(route.status ?? 200, route.headers ?? { 'content-type': 'text/html; charset=utf-8' });
    response.end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
