import { catalog, type Namespace } from './catalog.ts';

type English = (typeof catalog)['en'];

/** The dotted paths to the messages (string leaves) of a catalog subtree; lists are not messages. */
export type MessagePath<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? `${K}.${MessagePath<T[K]>}`
        : never;
}[keyof T & string];

/** A message path within one namespace (`pdf_scanned` in `pipeline`). */
export type NamespaceKey<N extends Namespace> = MessagePath<English[N]>;

/** A key of the `errors` namespace, as the server's errors name their messages. */
export type ErrorsKey = MessagePath<English['errors']>;

/**
 * A message `translate()` can find: a key of `errors` as it is, or `namespace:path` in any
 * namespace. A key missing from the catalog fails typecheck.
 */
export type MessageKey = ErrorsKey | { [N in Namespace]: `${N}:${MessagePath<English[N]>}` }[Namespace];

/** Whether a string read at run time (e.g. a schema's message) names a message of the catalog. */
export function isMessageKey(key: string): key is MessageKey {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['errors', key];
  let node: unknown = (catalog.en as Record<string, unknown>)[ns as Namespace];
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}
