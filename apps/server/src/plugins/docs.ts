// OpenAPI document from the routes' zod schemas and its UI at /api/docs; registered before the routes it describes.
// In production the operator calls (/api/v1/admin/...) are left out of the public document: they are the
// console's, and a map of them helps nobody but an attacker.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const OPERATOR_ROUTE_PREFIX = '/api/v1/admin/';

export const docsPlugin = fp(
  async (app: FastifyInstance, options: { routePrefix: string; hideOperatorRoutes: boolean }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'AutoBid Dealer API', description: '중고 차량 경매 딜러 API', version: '0.1.0' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (input) => {
        const result = jsonSchemaTransform(input);
        if (options.hideOperatorRoutes && input.url.startsWith(OPERATOR_ROUTE_PREFIX)) {
          return { ...result, schema: { ...result.schema, hide: true } };
        }
        return result;
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: options.routePrefix });
  },
  { name: 'docs' },
);
