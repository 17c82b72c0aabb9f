import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi';

/** Routes under /api that are not calls of the endpoint table: the reference itself (public). */
export const REFERENCE_PATHS = ['/api/openapi.json', '/api/docs'] as const;

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document generated from the endpoint table) and the readable
 * reference page at /api/docs (Swagger UI, served from this server, no CDN).
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  const document = openApiDocument();
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: document as never },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    staticCSP: false,
    uiHooks: {},
  });
  app.get('/api/openapi.json', { config: { auth: 'public' } }, async () => document);
}
