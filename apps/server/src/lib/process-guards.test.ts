import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logUnhandledRejections } from './process-guards.ts';

describe('logUnhandledRejections', () => {
  it('logs an unhandled rejection, keeps the process running, and can be removed', () => {
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const before = process.listenerCount('unhandledRejection');
    const remove = logUnhandledRejections(logger);
    expect(process.listenerCount('unhandledRejection')).toBe(before + 1);
    // what Node does when a rejected promise has no handler: with a listener, it does not exit
    process.emit('unhandledRejection', new Error('forgotten catch'), Promise.resolve());
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: number; msg: string; err: { message: string } };
    expect(line).toMatchObject({
      level: 50,
      msg: 'unhandled promise rejection (the process keeps running)',
      err: { message: 'forgotten catch' },
    });
    remove();
    expect(process.listenerCount('unhandledRejection')).toBe(before);
  });
});
