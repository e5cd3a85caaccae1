import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findExecutable } from '../find-executable.ts';

/** Locates ../shared/fixtures beside the checkout (CI clones main with shared/ next to it). */
export function findFixturesDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    for (const candidate of [path.join(dir, 'shared', 'fixtures'), path.join(dir, '..', 'shared', 'fixtures')]) {
      if (existsSync(path.join(candidate, 'README.md'))) return candidate;
    }
    if (path.dirname(dir) === dir) throw new Error('shared/fixtures not found beside the checkout');
  }
}

/** Absolute path of a fixture, e.g. `fixturePath('documents/sample-show.pptx')`. */
export function fixturePath(relative: string): string {
  return path.join(findFixturesDir(), relative);
}

/** Reads a fixture as bytes. */
export function readFixture(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(fixturePath(relative)));
}

export interface ToolAvailability {
  name: string;
  path: string | null;
  /** true when tests needing the tool must run: it is installed */
  isAvailable: boolean;
  /** true when the tool is missing and CI is set: the guard test must fail */
  mustFail: boolean;
  skipReason: string;
}

/**
 * Says whether a test may use an external program. Missing in CI means failure (never a silent
 * skip); missing elsewhere means a visible skip.
 */
export function checkTool(name: string): ToolAvailability {
  const found = findExecutable(name);
  const isCi = Boolean(process.env.CI);
  return {
    name,
    path: found,
    isAvailable: found !== null,
    mustFail: found === null && isCi,
    skipReason: `skipped: ${name} is not on PATH (run .ci/install-debian.sh)`,
  };
}
