import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** This process's folder: its pid (to tell whether it still runs) and a random part (a restarted container may reuse the pid). */
const PROCESS_FOLDER = `${process.pid}-${randomUUID().slice(0, 8)}`;

/** Where converters work: one folder per server process, one inside it per conversion. */
export function getWorkRoot(): string {
  return path.join(tmpdir(), 'mnemo-work');
}

/** A private folder for one conversion (removed by its caller when done). */
export async function makeWorkDir(prefix: string, root = getWorkRoot()): Promise<string> {
  const own = path.join(root, PROCESS_FOLDER);
  await mkdir(own, { recursive: true, mode: 0o700 });
  return mkdtemp(path.join(own, `${prefix}-`));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what conversions left behind when their process died (a crash, a kill, a container
 * restart): the folders of processes no longer running, and those of an earlier process that had
 * this one's pid. The folders of running processes (this one's too) are kept: they may be
 * converting right now. Returns the folder names removed.
 */
export async function removeStaleWorkDirs(root = getWorkRoot()): Promise<string[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (name === PROCESS_FOLDER) continue;
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
