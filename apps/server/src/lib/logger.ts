import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

/** The process's JSON-lines log (pino), at the configured level, for what happens outside requests. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'ROLE'>): Logger {
  return pino({ level: config.LOG_LEVEL, base: { pid: process.pid, role: config.ROLE } });
}
