import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigSchema } from '../apps/server/src/config.ts';

// No container daemon runs where the tests do, so the image is not built here: these checks keep
// the deploy files honest against the code they deploy.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: unknown;
  stop_grace_period?: string;
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const appServices = Object.entries(compose.services).filter(([, service]) => service.image === 'mnemo:latest');

/** The packages an `apt-get install` line (with its continuation lines) names. */
function readAptPackages(text: string): Set<string> {
  const packages = new Set<string>();
  const joined = text.replace(/\\\n/g, ' ');
  for (const match of joined.matchAll(/apt-get install([^\n&;|]*)/g)) {
    for (const word of match[1]!.split(/\s+/)) if (/^[a-z0-9][a-z0-9.+-]*$/.test(word)) packages.add(word);
  }
  return packages;
}

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, an S3-compatible store, two API processes, two workers and a reverse proxy', () => {
    const roles = appServices.map(([, service]) => service.environment?.ROLE);
    expect(roles.filter((role) => role === 'api')).toHaveLength(2);
    expect(roles.filter((role) => role === 'worker')).toHaveLength(2);
    expect(compose.services.postgres?.image).toMatch(/^postgres:1[5-9]/);
    expect(compose.services.minio?.image).toMatch(/^minio\/minio/);
    expect(compose.services.proxy?.image).toMatch(/^caddy:/);
    const caddyfile = read('deploy/Caddyfile');
    for (const [name, service] of appServices)
      if (service.environment?.ROLE === 'api') expect(caddyfile).toContain(`${name}:3000`);
  });

  it('sets only variables the server reads, and everything a split deployment needs', () => {
    const known = new Set(Object.keys(ConfigSchema.shape));
    for (const [name, service] of appServices) {
      const variables = Object.keys(service.environment ?? {});
      expect(
        variables.filter((variable) => !known.has(variable)),
        name,
      ).toEqual([]);
      expect(variables, name).toEqual(
        expect.arrayContaining([
          'DATABASE_URL',
          'ROLE',
          'S3_BUCKET',
          'S3_ENDPOINT',
          'S3_ACCESS_KEY_ID',
          'S3_SECRET_ACCESS_KEY',
        ]),
      );
    }
  });

  it('gives a stopping process more time than its shutdown limit', () => {
    for (const [name, service] of appServices) {
      const limit = Number(
        service.environment?.SHUTDOWN_TIMEOUT_SECONDS ?? ConfigSchema.shape.SHUTDOWN_TIMEOUT_SECONDS.parse(undefined),
      );
      expect(Number.parseInt(service.stop_grace_period ?? '10s', 10), name).toBeGreaterThan(limit);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('installs the same Debian packages as CI', () => {
    const ci = readAptPackages(read('.ci/install-debian.sh'));
    // the CI script installs what is missing through an array: its members are the packages too
    for (const match of read('.ci/install-debian.sh').matchAll(/missing\+=\(([a-z0-9.+-]+)\)/g)) ci.add(match[1]!);
    expect(ci.size).toBeGreaterThan(0);
    expect([...readAptPackages(dockerfile)].sort()).toEqual([...ci].sort());
  });

  it('builds in stages, runs as an unprivileged user, checks its health and starts the server', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    const user = [...dockerfile.matchAll(/^USER (\S+)/gm)].at(-1)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*deploy\/healthcheck\.mjs/m);
    expect(fs.existsSync(path.join(root, 'deploy/healthcheck.mjs'))).toBe(true);
    expect(dockerfile).toMatch(/^CMD .*apps\/server\/src\/main\.ts/m);
  });
});

describe('docs/operating.md', () => {
  it('explains every setting the server reads', () => {
    const operating = read('docs/operating.md');
    const missing = Object.keys(ConfigSchema.shape).filter((variable) => !operating.includes(`\`${variable}\``));
    expect(missing).toEqual([]);
  });
});
