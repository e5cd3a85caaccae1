import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createContractSerializerCompiler } from './serializer.ts';

/**
 * Requests validated and responses serialised by the routes' zod contracts. Set once by the
 * composition root; a module whose test registers its routes on a bare Fastify sets it on its own
 * scope too, so those routes behave there as they do in the app (ADR 121).
 */
export function useContractCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createContractSerializerCompiler());
}
