import { z } from 'zod';
import { type OpenApiDocument, buildOpenApiDocument } from './openapi.ts';
import { type RouteDefinition, defineRoute } from './route.ts';

/** Where the document is served; public (SPEC-DECISIONS 6), so clients and the docs page need no key. */
export const OPENAPI_PATH = '/v1/openapi.json';

/**
 * Checked loosely on purpose: the builder's types already pin the document's shape, and repeating
 * OpenAPI's meta-schema in zod would only be a second, weaker copy of what swagger-parser validates.
 */
export const OpenApiDocumentResponse = z
  .looseObject({ openapi: z.literal('3.1.0').describe('OpenAPI version of this document.') })
  .describe('The OpenAPI 3.1 document of this API.')
  .meta({ id: 'OpenApiDocument' });

/**
 * `GET /v1/openapi.json`: the API's own OpenAPI 3.1 document. Routes are read through `getRoutes`
 * so the list can include this route itself; the document is built on first request, not at
 * start-up, and then served from memory (the routes cannot change while the process runs).
 */
export function createOpenApiRoute(getRoutes: () => readonly RouteDefinition[], info: { version: string; examples?: Readonly<Record<string, unknown>> }): RouteDefinition {
  let document: OpenApiDocument | undefined;
  return defineRoute({
    method: 'get',
    path: OPENAPI_PATH,
    operationId: 'getOpenApiDocument',
    summary: 'The OpenAPI 3.1 document of this API',
    description: 'Generated from the same route definitions that the server validates requests and responses with.',
    tag: 'Platform',
    family: 'platform',
    tier: 'none',
    request: {},
    response: OpenApiDocumentResponse,
    errors: [],
    handler: async () => {
      document ??= buildOpenApiDocument(getRoutes(), info);
      return { body: document };
    },
  });
}
