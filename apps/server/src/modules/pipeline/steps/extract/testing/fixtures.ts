import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findExecutable } from '../find-executable.ts';
import { findFfmpeg } from '../find-ffmpeg.ts';

const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../../../../../../../test/fixtures');

/** The repository's own copies of the test material (`test/fixtures`, origin and licence in its README). */
export function findFixturesDir(): string {
  if (!existsSync(path.join(FIXTURES_DIR, 'README.md'))) throw new Error(`test fixtures not found at ${FIXTURES_DIR}`);
  return FIXTURES_DIR;
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
  // ffmpeg is found as the pipeline finds it: on PATH, else the build bundled with the npm packages
  const found = name === 'ffmpeg' ? findFfmpeg() : findExecutable(name);
  const isCi = Boolean(process.env.CI);
  return {
    name,
    path: found,
    isAvailable: found !== null,
    mustFail: found === null && isCi,
    skipReason: `skipped: ${name} is not on PATH (run .ci/install-debian.sh)`,
  };
}
