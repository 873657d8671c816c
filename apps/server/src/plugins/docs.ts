// OpenAPI document from the routes' zod schemas and its UI at /api/docs; registered before the routes it describes.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const docsPlugin = fp(
  async (app: FastifyInstance, options: { routePrefix: string }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'AutoBid Dealer API', description: '중고 차량 경매 딜러 API', version: '0.1.0' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: options.routePrefix });
  },
  { name: 'docs' },
);
