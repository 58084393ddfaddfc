import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the API reference says of a route its zod schemas cannot describe. */
    openapi?: {
      /** The fields of a multipart/form-data body, which the handler reads itself (no validation schema). */
      multipartForm?: $ZodType;
      /** The media type of a file sent back as is, with no JSON response schema. */
      fileResponse?: string;
    };
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 description of the JSON API, generated from the routes' zod schemas (the contract)
 * as they are registered, at /api/openapi.json (also /api/docs/json, where the page reads it), and a
 * reference page at /api/docs (Swagger UI, served from the package: nothing loads from another origin,
 * so it runs offline under the shop's CSP).
 * Must be registered before the routes so it sees each of them.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.apiDocs) return;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.shopName} API`,
        version: '1',
        description:
          'The JSON API of the storefront and its back office. Signed-in calls carry the session token in the `token` header ' +
          '(or the session cookie); /api/admin/* calls need a staff account. Errors answer `{ success: false, message, code, requestId }`.',
      },
    },
    transform: (input) => {
      const { url, route } = input;
      if (!url.startsWith('/api/') || url.startsWith(DOCS_PREFIX)) return { schema: { hide: true }, url };
      const extra = route.config?.openapi;
      const schema = extra?.multipartForm
        ? { ...input.schema, consumes: ['multipart/form-data'], body: extra.multipartForm }
        : input.schema;
      const transformed = jsonSchemaTransform({ ...input, schema });
      if (!extra?.fileResponse) return transformed;
      const file = { type: 'string', format: 'binary' };
      const response = { 200: { description: 'The file', content: { [extra.fileResponse]: { schema: file } } } };
      return { ...transformed, schema: { ...transformed.schema, response } };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, validatorUrl: false });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
