import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * Finds a program on the search path (what `spawn` would run), or returns null. An absolute or
 * relative path is checked as given. Reads PATH like spawn does; no other configuration.
 */
export function findExecutable(name: string, searchPath: string = process.env.PATH ?? ''): string | null {
  const candidates = name.includes('/')
    ? [name]
    : searchPath
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
