import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

/** One server process as an operator runs it (`node --import tsx apps/server/src/main.ts`). */
export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** the API's address once it listens (null for a worker) */
  url: string | null;
  /** its JSON log lines so far */
  logs: Array<Record<string, unknown>>;
  /** resolves with the first log line the predicate accepts (also one already seen) */
  waitForLog(
    predicate: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  /** resolves with the exit code (or the signal's name) once the process has ended */
  exited: Promise<number | string>;
}

/**
 * Starts a server process with the given environment and waits until it says it runs. Its
 * stdout is read line by line: JSON lines are logs, and the start line gives the API's address.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const waiters = new Set<{
    predicate: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }>();
  const errors: string[] = [];
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let started: (url: string | null) => void = () => undefined;
  const isStarted = new Promise<string | null>((resolve) => {
    started = resolve;
  });
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('{')) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      logs.push(parsed);
      for (const waiter of waiters) {
        if (waiter.predicate(parsed)) {
          waiters.delete(waiter);
          waiter.resolve(parsed);
        }
      }
      return;
    }
    const api = /Mnemo is running at (\S+)/.exec(line);
    if (api) started(api[1]!);
    else if (line.startsWith('Mnemo worker is running')) started(null);
  });
  readline.createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line));

  const failed = exited.then((code) => {
    throw new Error(`${name} exited (${code}) before it ran:\n${errors.slice(-20).join('\n')}`);
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${errors.slice(-20).join('\n')}`)),
      timeoutMs,
    );
  });
  const url = await Promise.race([isStarted, failed, timeout]).finally(() => clearTimeout(timer));
  failed.catch(() => undefined);

  return {
    name,
    child,
    url,
    logs,
    exited,
    waitForLog(predicate, waitMs = 120_000) {
      const seen = logs.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { predicate, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`${name}: no such log line within ${waitMs} ms`));
        }, waitMs);
      });
    },
  };
}
