import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A local server speaking Google's OAuth 2.0 token endpoint (form POST → JSON) and the OpenID
 * userinfo endpoint (bearer → JSON), so sign-in is tested over real HTTP without the network.
 */
export async function startFakeGoogle(account: FakeGoogleAccount) {
  const codes = new Map<string, FakeGoogleAccount>([['good-code', account]]);
  const issued = new Map<string, FakeGoogleAccount>();
  const requests: Array<{ path: string; body: URLSearchParams | null }> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        requests.push({ path: url.pathname, body: form });
        const who = codes.get(form.get('code') ?? '');
        if (!who || form.get('client_secret') !== 'test-secret' || form.get('grant_type') !== 'authorization_code') {
          return send(400, { error: 'invalid_grant' });
        }
        const accessToken = `at-${Math.random().toString(36).slice(2)}`;
        issued.set(accessToken, who);
        return send(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, id_token: 'x.y.z' });
      }
      if (req.method === 'GET' && url.pathname === '/userinfo') {
        requests.push({ path: url.pathname, body: null });
        const who = issued.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        return who ? send(200, who) : send(401, { error: 'invalid_token' });
      }
      send(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    setAccount: (next: FakeGoogleAccount) => codes.set('good-code', next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
