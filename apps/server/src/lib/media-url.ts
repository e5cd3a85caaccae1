import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** How long a minted media URL works: long enough to start playing, short enough to be useless when leaked. */
export const MEDIA_URL_TTL_MS = 10 * 60 * 1000;
const SECRET_FILE = 'media-url-secret';

const secrets = new Map<string, Promise<Buffer>>();

async function readOrCreateSecretFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const text = (await fs.readFile(file, 'utf8')).trim();
    if (text.length >= 32) return Buffer.from(text, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // `wx`: when two processes start at once, the first one's secret wins and both use it
    await fs.writeFile(file, secret, { flag: 'wx', mode: 0o600 });
    return Buffer.from(secret, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'utf8');
  }
}

/**
 * The key media URLs are signed with: `MEDIA_URL_SECRET`, else a random one generated into the
 * data folder on first use (kept across restarts; several API nodes without a shared data
 * folder must set it). With `DATA_DIR=memory` it lives as long as the process.
 */
export function getMediaUrlSecret(config: Pick<Config, 'MEDIA_URL_SECRET' | 'DATA_DIR' | 'dataDir'>): Promise<Buffer> {
  if (config.MEDIA_URL_SECRET) return Promise.resolve(Buffer.from(config.MEDIA_URL_SECRET, 'utf8'));
  const key = config.DATA_DIR === 'memory' ? 'memory' : config.dataDir;
  let secret = secrets.get(key);
  if (!secret) {
    secret = key === 'memory' ? Promise.resolve(randomBytes(32)) : readOrCreateSecretFile(config.dataDir);
    secrets.set(key, secret);
    secret.catch(() => secrets.delete(key));
  }
  return secret;
}

function sign(secret: Buffer, pathname: string, exp: number): string {
  return createHmac('sha256', secret).update(`${pathname}\n${exp}`).digest('base64url');
}

/** A path with `exp` (Unix seconds) and `sig` (HMAC-SHA256 of path and exp) added. */
export function signMediaPath(secret: Buffer, pathname: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${pathname}?exp=${exp}&sig=${sign(secret, pathname, exp)}`;
}

export type MediaSignatureCheck = 'valid' | 'expired' | 'invalid';

/** Checks a signed path's `exp` and `sig` (constant-time); an expired link is told apart from a forged one. */
export function checkMediaSignature(
  secret: Buffer,
  pathname: string,
  query: { exp?: string | undefined; sig?: string | undefined },
  now = Date.now(),
): MediaSignatureCheck {
  if (!query.exp || !query.sig || !/^\d{1,12}$/.test(query.exp)) return 'invalid';
  const exp = Number(query.exp);
  const expected = Buffer.from(sign(secret, pathname, exp));
  const given = Buffer.from(query.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return exp * 1000 <= now ? 'expired' : 'valid';
}
