// A load generator in its own process (so it does not share a server's event loop): autocannon
// against one or more URLs at once, the connections split between them, each request signed in
// as the next user of a token list. Prints one JSON line: requests/s summed, p99 latency (ms,
// the worst of the URLs), and any non-2xx answers or errors.
//   node bench/load.mjs '{"urls":[…],"connections":50,"duration":5,"tokensFile":"…"}'
import fs from 'node:fs';
import autocannon from 'autocannon';

const { urls, connections, duration, tokensFile } = JSON.parse(process.argv[2]);
const tokens = tokensFile ? JSON.parse(fs.readFileSync(tokensFile, 'utf8')) : [];
let next = 0;
const runs = urls.map((url, i) => {
  const share = Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0);
  return autocannon({
    url,
    connections: share,
    duration,
    requests: [
      {
        setupRequest(request) {
          if (tokens.length === 0) return request;
          const token = tokens[next++ % tokens.length];
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
});
const results = await Promise.all(runs);
console.log(
  JSON.stringify({
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  }),
);
