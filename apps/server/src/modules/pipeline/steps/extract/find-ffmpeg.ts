import { createRequire } from 'node:module';
import { findExecutable } from './find-executable.ts';

/**
 * The ffmpeg build that ships inside the npm package `@ffmpeg-installer/ffmpeg` (a static binary in
 * the platform's optional package, installed by `npm install` with no download), or null on a
 * platform it has no build for.
 */
export function findBundledFfmpeg(): string | null {
  try {
    const bundled = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    return findExecutable(bundled.path);
  } catch {
    // the package throws (a string) on a platform it does not cover
    return null;
  }
}

/**
 * The ffmpeg that audio goes through: the one asked for when a path is given; otherwise `ffmpeg`
 * on the search path (the system's, kept up to date by its package manager, preferred), else the
 * bundled build, so audio works on a machine with no ffmpeg installed.
 */
export function findFfmpeg(explicitPath?: string, searchPath?: string): string | null {
  if (explicitPath !== undefined) return findExecutable(explicitPath, searchPath);
  return findExecutable('ffmpeg', searchPath) ?? findBundledFfmpeg();
}
