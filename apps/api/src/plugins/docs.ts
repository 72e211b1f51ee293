import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentedSchema, errorStatusesOf, withErrorResponses } from '../lib/error-responses.js';

/** The OpenAPI 3.1 document, generated from the routes' zod schemas, and its browsable UI at /api/docs/. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Talent marketplace API',
        description: 'Accounts, profiles, jobs and applications of the DR Congo talent marketplace.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Each route's error answers are added to its document, with their bodies, so that clients know them too.
    transform: (input) => {
      const transformed = jsonSchemaTransform({
        ...input,
        schema: documentedSchema({ schema: input.schema, config: input.route.config }),
      });
      return { ...transformed, schema: withErrorResponses(transformed.schema, errorStatusesOf(input.route)) };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
});
