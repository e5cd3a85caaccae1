import type { Logger } from 'pino';

/**
 * Logs a promise rejection nobody handled instead of letting Node end the process (its default
 * since Node 15): one forgotten `.catch` must not take every user's requests and jobs down with it.
 * Returns the function that removes the handler (the server calls it when it stops).
 */
export function logUnhandledRejections(logger: Pick<Logger, 'error'>): () => void {
  const onRejection = (reason: unknown): void => {
    logger.error({ err: reason }, 'unhandled promise rejection (the process keeps running)');
  };
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('unhandledRejection', onRejection);
  };
}
