import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { AppError, errors } from './app-error.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchOptions {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** cap on the (decompressed) body, enforced while streaming (default 10 MiB) */
  maxBytes?: number;
  /** cap on the whole call, redirects included (default 15 s) */
  timeoutMs?: number;
  /** redirects followed (default 5) */
  maxRedirects?: number;
  /**
   * Hosts exempt from the address checks, as `host:port` or `host` (any port). Empty by default;
   * tests use it to reach their local servers. Never fill it from user input.
   */
  allowHosts?: readonly string[];
  /** DNS resolution (default: the system resolver, every answer) */
  resolveHost?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface SafeResponse {
  /** the URL finally answered, after redirects */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** media type without parameters, lower-case, or null */
  contentType: string | null;
  /** charset parameter of the content type, if any */
  charset: string | null;
  body: Buffer;
  /** every URL visited before `url` */
  redirects: string[];
}

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_REDIRECTS = 5;
// Names that point at cloud metadata or the machine itself whatever DNS says.
const BLOCKED_HOSTNAMES = [
  /^localhost$/,
  /\.localhost$/,
  /^metadata$/,
  /^metadata\.google\.internal$/,
  /^instance-data(\.ec2\.internal)?$/,
];
// Metadata endpoints that are otherwise ordinary-looking unicast addresses in some clouds.
const BLOCKED_ADDRESSES = new Set(['100.100.100.200', '192.0.0.192', 'fd00:ec2::254']);

/**
 * True when an IP address must never be fetched: anything but global unicast (private, loopback,
 * link-local, multicast, unspecified, CGNAT, reserved, ULA, ...), IPv4 inside IPv6 forms
 * included, and known cloud-metadata addresses.
 */
export function isBlockedAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return true;
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isBlockedAddress(v6.toIPv4Address().toString());
    // IPv4-compatible (::a.b.c.d, deprecated by RFC 4291): ipaddr.js calls it unicast, yet some
    // stacks route it to the embedded IPv4 address (::7f00:1 = 127.0.0.1); nothing public uses it.
    if (v6.parts.slice(0, 6).every((part) => part === 0)) return true;
  }
  if (BLOCKED_ADDRESSES.has(parsed.toNormalizedString()) || BLOCKED_ADDRESSES.has(parsed.toString())) return true;
  return parsed.range() !== 'unicast';
}

/**
 * Checks that a URL may be fetched (http/https, no credentials, a public address for every DNS
 * answer) and returns it parsed with the address to connect to; used before accepting a link.
 */
export async function assertPublicUrl(
  url: string | URL,
  options: Pick<SafeFetchOptions, 'allowHosts' | 'resolveHost'> = {},
): Promise<{ url: URL; address: ResolvedAddress }> {
  const parsed = parseUrl(url);
  const hostname = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const isAllowed = isAllowListed(parsed, options.allowHosts ?? []);
  if (!isAllowed && BLOCKED_HOSTNAMES.some((pattern) => pattern.test(hostname.replace(/\.$/, '')))) throw blocked();
  if (ipaddr.isValid(hostname)) {
    if (!isAllowed && isBlockedAddress(hostname)) throw blocked();
    return { url: parsed, address: { address: hostname, family: hostname.includes(':') ? 6 : 4 } };
  }
  const addresses = await (options.resolveHost ?? resolveWithSystem)(hostname).catch(() => []);
  if (addresses.length === 0) throw errors.documentProcessing('pipeline:url_not_found');
  if (!isAllowed && addresses.some((answer) => isBlockedAddress(answer.address))) throw blocked();
  return { url: parsed, address: addresses[0]! };
}

/**
 * Fetches a public http(s) URL with SSRF guards: every DNS answer and every redirect target is
 * checked, the connection is pinned to the checked address (no DNS rebinding between check and
 * connect), redirects are followed by hand (at most 5), and size and time are capped while
 * streaming. Non-2xx answers are returned, not thrown.
 */
export async function safeFetch(url: string | URL, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const redirects: string[] = [];
  let current = parseUrl(url);
  for (;;) {
    const { address } = await withDeadline(assertPublicUrl(current, options), deadline);
    const response = await requestOnce(current, address, options, deadline);
    const location = response.headers.location;
    if (
      response.statusCode !== undefined &&
      response.statusCode >= 300 &&
      response.statusCode < 400 &&
      location !== undefined
    ) {
      response.destroy();
      if (redirects.length >= maxRedirects) {
        throw errors.documentProcessing('pipeline:web_too_many_redirects');
      }
      redirects.push(current.href);
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        throw errors.validation('url', 'pipeline:url_invalid');
      }
      current = next;
      continue;
    }
    const body = await readBody(response, options.maxBytes ?? DEFAULT_MAX_BYTES, deadline);
    const contentTypeHeader = headerValue(response.headers['content-type']);
    const [mediaType, ...parameters] = (contentTypeHeader ?? '').split(';');
    const charset = parameters.map((part) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(part)?.[1]).find(Boolean) ?? null;
    return {
      url: current.href,
      status: response.statusCode ?? 0,
      headers: Object.fromEntries(
        Object.entries(response.headers).map(([key, value]) => [key, headerValue(value) ?? '']),
      ),
      contentType: mediaType?.trim().toLowerCase() || null,
      charset,
      body,
      redirects,
    };
  }
}

function parseUrl(url: string | URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw errors.validation('url', 'pipeline:url_invalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw errors.validation('url', 'pipeline:url_protocol');
  if (parsed.username !== '' || parsed.password !== '') throw errors.validation('url', 'pipeline:url_credentials');
  if (parsed.hostname === '') throw errors.validation('url', 'pipeline:url_invalid');
  return parsed;
}

function blocked(): AppError {
  return errors.validation('url', 'pipeline:url_blocked');
}

function isAllowListed(url: URL, allowHosts: readonly string[]): boolean {
  if (allowHosts.length === 0) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port !== '' ? url.port : url.protocol === 'https:' ? '443' : '80';
  return allowHosts.some((entry) => {
    const normalized = entry.toLowerCase();
    return normalized === `${host}:${port}` || normalized === host;
  });
}

async function resolveWithSystem(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function timeoutError(): AppError {
  return errors.documentProcessing('pipeline:web_timeout');
}

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), Math.max(0, deadline - Date.now()));
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** One request, connected to the already-checked address whatever DNS would answer now. */
function requestOnce(
  url: URL,
  address: ResolvedAddress,
  options: SafeFetchOptions,
  deadline: number,
): Promise<IncomingMessage> {
  const pinnedLookup = ((
    _hostname: string,
    lookupOptions: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (lookupOptions.all === true) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  }) as unknown as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname,
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        headers: {
          'user-agent': 'Mnemo/1.0 (+self-hosted study tool)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
          'accept-encoding': 'gzip, deflate, br',
          ...options.headers,
        },
        lookup: pinnedLookup,
        agent: false,
        ...(url.protocol === 'https:' && !ipaddr.isValid(hostname) ? { servername: hostname } : {}),
      },
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
    );
    const timer = setTimeout(
      () => {
        request.destroy(timeoutError());
      },
      Math.max(0, deadline - Date.now()),
    );
    request.once('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof AppError ? error : errors.documentProcessing('pipeline:web_unreachable'));
    });
    request.end();
  });
}

/** Reads the body through its decompressor, counting decompressed bytes against the cap. */
function readBody(response: IncomingMessage, maxBytes: number, deadline: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const encoding = headerValue(response.headers['content-encoding'])?.trim().toLowerCase();
  return new Promise((resolve, reject) => {
    const tooLarge = (): AppError => errors.payloadTooLarge('pipeline:web_too_large');
    if (!encoding && Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      reject(tooLarge());
      return;
    }
    let stream: Readable = response;
    if (encoding === 'gzip' || encoding === 'x-gzip') stream = response.pipe(zlib.createGunzip());
    else if (encoding === 'deflate') stream = response.pipe(zlib.createInflate());
    else if (encoding === 'br') stream = response.pipe(zlib.createBrotliDecompress());
    const chunks: Buffer[] = [];
    let size = 0;
    let isDone = false;
    const fail = (error: AppError): void => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      response.destroy();
      stream.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(timeoutError()), Math.max(0, deadline - Date.now()));
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) {
          fail(tooLarge());
          callback();
          return;
        }
        chunks.push(chunk);
        callback();
      },
    });
    stream.once('error', () => fail(errors.documentProcessing('pipeline:web_unreachable')));
    response.once('aborted', () => fail(errors.documentProcessing('pipeline:web_unreachable')));
    stream.pipe(counter);
    counter.on('finish', () => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    counter.resume();
  });
}
