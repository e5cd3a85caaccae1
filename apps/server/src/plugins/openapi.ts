import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@mnemo/contracts/errors';
import type { z } from 'zod';

/** A body a handler reads itself, by media type (ADR 049). */
export type DocumentedBody = Partial<Record<'application/json' | 'multipart/form-data', z.ZodType>>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request body in OpenAPI, by media type, when the handler reads it itself: a multipart
     * upload (streamed, counted against the plan while it arrives) and the JSON form the same
     * operation takes beside it. Not run by the validator; `body` is, for routes that take plain JSON.
     */
    documentedBody?: DocumentedBody;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];

/** The OpenAPI shape of a route: the zod contracts as JSON Schema, and its `documentedBody`. */
export function transformRouteSchema(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { documentedBody, ...schema } = (input.schema ?? {}) as Record<string, unknown> & {
    documentedBody?: DocumentedBody;
  };
  const result = jsonSchemaTransform({ ...input, schema });
  if (!documentedBody) return result;
  const content: Record<string, { schema: unknown }> = {};
  for (const [mediaType, body] of Object.entries(documentedBody)) {
    // the same conversion (and shared components) as a validated body
    const converted = jsonSchemaTransform({ ...input, schema: { body } }).schema as { body: unknown };
    content[mediaType] = { schema: converted.body };
  }
  return { ...result, schema: { ...result.schema, body: { content } } };
}

/**
 * The document's components, less the ones no operation reaches: the zod registry gives each
 * shared schema an input and an output form, and a schema used only one way leaves the other unused.
 */
export function transformDocument(input: TransformObjectInput): ReturnType<typeof jsonSchemaTransformObject> {
  const document = jsonSchemaTransformObject(input) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } } as ReturnType<
    typeof jsonSchemaTransformObject
  >;
}

/**
 * Every /api operation in the document names itself: an `operationId` (the client's method name,
 * ADR 049) and a `summary`, checked when routes are added, like their access. And it lists the
 * error answers its kind of route gives, when the route does not: 400 when it validates input,
 * 401 when it needs a signed-in user, 429 when it is rate-limited.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    const operationIds = new Map<string, string>();
    app.addHook('onRoute', (route) => {
      if (
        !route.url.startsWith('/api') ||
        route.url.startsWith('/api/docs') ||
        route.method === 'HEAD' ||
        route.schema?.hide
      )
        return;
      const name = `${String(route.method)} ${route.url}`;
      const { operationId, summary } = route.schema ?? {};
      if (!operationId || !summary)
        throw new Error(`Route ${name} needs schema.operationId and schema.summary (OpenAPI)`);
      if (!/^[a-z][A-Za-z0-9]*$/.test(operationId))
        throw new Error(`Route ${name}: operationId "${operationId}" is not lowerCamelCase`);
      const taken = operationIds.get(operationId);
      if (taken && taken !== name) throw new Error(`Route ${name}: operationId "${operationId}" is already ${taken}'s`);
      operationIds.set(operationId, name);
      const schema = route.schema ?? {};
      const access = route.config?.access;
      const config = (route.config ?? {}) as { rateLimit?: unknown };
      const implied: number[] = [];
      if (schema.params || schema.querystring || schema.body || schema.headers || schema.documentedBody)
        implied.push(400);
      if (access === 'authenticated' || access === 'share') implied.push(401);
      if (config.rateLimit) implied.push(429);
      const response = { ...(schema.response as Record<number, unknown> | undefined) };
      for (const status of implied) response[status] ??= ErrorEnvelopeSchema;
      route.schema = { ...schema, response };
    });
  },
  { name: 'openapi' },
);
