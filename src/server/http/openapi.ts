import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_REFERENCE_PATH, OPENAPI_PATH } from '#contract/api-reference';

/**
 * The API reference, generated from the routes' zod schemas (the contract), never written by hand:
 * GET /api/openapi.json always; a browsable page at /api/reference outside production only.
 * Registered before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { publicUrl: string; browsable: boolean }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Birr API',
        version: '1',
        description:
          'Every error answers { message, code, field? } (src/contract/errors.ts); paginated lists take page and limit and answer { data, meta }. See docs/api.md.',
      },
      servers: [{ url: opts.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });

  // The document itself is not part of the API it describes.
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_req, reply) => reply.header('cache-control', 'no-store').send(app.swagger()));

  if (opts.browsable) {
    await app.register(swaggerUi, {
      routePrefix: API_REFERENCE_PATH,
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      transformSpecificationClone: true,
    });
  }
}
