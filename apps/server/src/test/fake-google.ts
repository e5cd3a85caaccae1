import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A local server speaking Google's OAuth 2.0 authorisation endpoint (GET → redirect with a code,
 * bound to its PKCE S256 challenge), token endpoint (form POST → JSON; a bound code needs the
 * matching `code_verifier`, RFC 7636) and the OpenID userinfo endpoint (bearer → JSON), so
 * sign-in is tested over real HTTP without the network. `good-code` is a code issued without PKCE.
 */
export async function startFakeGoogle(account: FakeGoogleAccount) {
  let current = account;
  const codes = new Map<string, FakeGoogleAccount>([['good-code', account]]);
  const challenges = new Map<string, string>();
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
      if (req.method === 'GET' && url.pathname === '/auth') {
        // the user signs in as the current account and consents at once
        const redirect = url.searchParams.get('redirect_uri');
        if (
          !redirect ||
          url.searchParams.get('client_id') !== 'test-client' ||
          url.searchParams.get('response_type') !== 'code'
        ) {
          return send(400, { error: 'invalid_request' });
        }
        const code = `code-${crypto.randomBytes(8).toString('hex')}`;
        codes.set(code, current);
        const challenge = url.searchParams.get('code_challenge');
        if (challenge) {
          if (url.searchParams.get('code_challenge_method') !== 'S256') return send(400, { error: 'invalid_request' });
          challenges.set(code, challenge);
        }
        const back = new URL(redirect);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        res.end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        requests.push({ path: url.pathname, body: form });
        const code = form.get('code') ?? '';
        const who = codes.get(code);
        if (!who || form.get('client_secret') !== 'test-secret' || form.get('grant_type') !== 'authorization_code') {
          return send(400, { error: 'invalid_grant' });
        }
        const challenge = challenges.get(code);
        const verifier = form.get('code_verifier');
        if (
          challenge &&
          (!verifier || crypto.createHash('sha256').update(verifier).digest('base64url') !== challenge)
        ) {
          return send(400, { error: 'invalid_grant', error_description: 'code_verifier does not match' });
        }
        if (code !== 'good-code') {
          codes.delete(code);
          challenges.delete(code);
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
    setAccount: (next: FakeGoogleAccount) => {
      current = next;
      codes.set('good-code', next);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
