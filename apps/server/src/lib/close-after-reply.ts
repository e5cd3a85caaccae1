import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long a refused upload's connection is kept reading (and discarding) after the answer. */
export interface LingerLimits {
  /** close when nothing arrives for this long */
  idleMs: number;
  /** close after this long in any case */
  totalMs: number;
}

const DEFAULT_LIMITS: LingerLimits = { idleMs: 5_000, totalMs: 30_000 };

/**
 * Marks a response to a request whose body will not be read (an upload refused while it streams):
 * the answer says `Connection: close`, the rest of the body is discarded, and the connection is
 * closed in stages (RFC 9112 §9.6): our side first, then the whole socket once the client closes
 * or the limits pass. Closing at once while the client still sends makes the kernel answer with
 * a reset, and a reset can destroy the answer before the client has read it.
 */
export function closeAfterReply(
  request: IncomingMessage,
  response: ServerResponse,
  limits: LingerLimits = DEFAULT_LIMITS,
): void {
  response.setHeader('connection', 'close');
  // stop whatever parser was reading the body; from now on it is read only to be thrown away
  request.unpipe();
  request.resume();
  // a client that stops mid-body is expected here, not an error
  request.on('error', () => undefined);
  const socket = request.socket;
  // Node's HTTP server ends a `Connection: close` response's socket through destroySoon(),
  // which destroys it as soon as our last bytes are written: this one lingers instead.
  socket.destroySoon = function lingeringClose(): void {
    if (socket.writable) socket.end();
    socket.resume();
    const total = setTimeout(() => socket.destroy(), limits.totalMs);
    total.unref();
    socket.setTimeout(limits.idleMs, () => socket.destroy());
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(total));
  };
}
