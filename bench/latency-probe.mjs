// A latency probe in its own process (a stalled server loop cannot delay the probe's clock):
// requests one URL again and again, one at a time with a short pause between them, and on
// "stop" answers with every request's latency in milliseconds. Driven by its parent over IPC:
//   fork('bench/latency-probe.mjs') → send({ type: 'start', url, headers }) … send({ type: 'stop' })
const PAUSE_MS = 5;
let running = false;
let latencies = [];
// when each request was sent, on the machine's clock (ms since the epoch, sub-ms): lines a slow
// request up with what the app did meanwhile (bench/diagnose-import.ts)
let starts = [];
let failure = null;
let current = Promise.resolve();

async function loop(url, headers) {
  while (running) {
    const started = performance.now();
    const sentAt = performance.timeOrigin + started;
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) {
      failure = `${url}: ${res.status}`;
      return;
    }
    latencies.push(performance.now() - started);
    starts.push(sentAt);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

process.on('message', (message) => {
  if (message.type === 'start') {
    latencies = [];
    starts = [];
    failure = null;
    running = true;
    current = loop(message.url, message.headers).catch((error) => {
      failure = String(error);
    });
  } else if (message.type === 'stop') {
    running = false;
    void current.then(() => process.send({ type: 'latencies', latencies, starts, failure }));
  } else if (message.type === 'exit') process.exit(0);
});
process.send({ type: 'ready' });
