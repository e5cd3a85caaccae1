// The container's health check: an API process is healthy when /api/health/live answers; a worker
// (no HTTP of its own) when its metrics port answers. Exit code 0 = healthy.
const role = process.env.ROLE ?? 'all';
const port = process.env.PORT ?? '3000';
const url =
  role === 'worker'
    ? `http://127.0.0.1:${process.env.METRICS_PORT ?? port}/metrics`
    : `http://127.0.0.1:${port}/api/health/live`;
if (role === 'worker' && process.env.METRICS !== 'on') process.exit(0); // nothing to ask: the process runs
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
