import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as jose from 'jose';
import Provider from 'oidc-provider';

/** An account at the test identity provider: the claims it releases. */
export interface TestOidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

/**
 * How the token endpoint's ID token reaches the client: as the provider signed it, or changed on
 * the way (a payload edited under the old signature, or re-signed with the provider's key but
 * expired, for another nonce or another audience).
 */
export type IdTokenMode = 'as-issued' | 'tampered' | 'expired' | 'wrong-nonce' | 'wrong-audience';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the account the next sign-in at the provider is made as */
  setAccount(account: TestOidcAccount): void;
  setIdTokenMode(mode: IdTokenMode): void;
  /**
   * Plays the browser at the provider: follows the authorisation URL through the provider's
   * sign-in (made as the current account) and returns the redirect back to the client.
   */
  authorize(url: string | URL): Promise<URL>;
  close(): Promise<void>;
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a free local port, with one confidential
 * client whose redirect URI is `redirectUri`. Sign-in needs no form: the interaction signs in the
 * current account and grants the scopes asked for.
 */
export async function startTestOidcProvider(options: {
  redirectUri: string;
  account: TestOidcAccount;
  /** a fixed port (a browser journey names the issuer before it starts); a free one by default */
  port?: number;
}): Promise<TestOidcProvider> {
  const clientId = 'mnemo-test';
  const clientSecret = 'mnemo-test-secret-0123456789abcdef';
  const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await jose.exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestOidcAccount>();
  let current = options.account;
  accounts.set(current.sub, current);
  let mode: IdTokenMode = 'as-issued';

  const server = http.createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ ...account }) };
    },
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const active = provider;
    if (request.url?.startsWith('/interaction/')) {
      const details = await active.interactionDetails(request, response);
      const accountId = current.sub;
      const grant = new active.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await active.interactionFinished(
        request,
        response,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (request.method === 'POST' && request.url === '/token' && mode !== 'as-issued') {
      await rewriteTokenResponse(request, response);
      return;
    }
    callback(request, response);
  }

  /** Sends the token request to the provider (in-process) and changes the ID token of its answer. */
  async function rewriteTokenResponse(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const body = await readBody(request);
    const inner = http.createServer(callback);
    await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve));
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
      }
      const answer = await fetch(`http://127.0.0.1:${(inner.address() as AddressInfo).port}/token`, {
        method: 'POST',
        headers,
        body,
      });
      const json = (await answer.json()) as Record<string, unknown>;
      if (typeof json.id_token === 'string') json.id_token = await changeIdToken(json.id_token);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(json));
    } finally {
      await new Promise<void>((resolve) => inner.close(() => resolve()));
    }
  }

  async function changeIdToken(idToken: string): Promise<string> {
    const [header, , signature] = idToken.split('.');
    const claims = jose.decodeJwt(idToken);
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: jose.JWTPayload) =>
      new jose.SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' }).sign(privateKey);
    switch (mode) {
      case 'tampered': {
        const payload = Buffer.from(
          JSON.stringify({ ...claims, email: 'mallory@example.com', email_verified: true }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      }
      case 'expired':
        return sign({ ...claims, iat: now - 7200, exp: now - 3600 });
      case 'wrong-nonce':
        return sign({ ...claims, nonce: 'a-nonce-from-another-sign-in' });
      case 'wrong-audience':
        return sign({ ...claims, aud: 'another-client' });
      default:
        return idToken;
    }
  }

  async function authorize(url: string | URL): Promise<URL> {
    const cookies = new Map<string, string>();
    let next = new URL(url);
    for (let hop = 0; hop < 10; hop += 1) {
      if (!next.href.startsWith(issuer)) return next;
      const res = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
      next = new URL(location, next);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    setIdTokenMode(next) {
      mode = next;
    },
    authorize,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
