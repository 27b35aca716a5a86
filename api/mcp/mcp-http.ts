import type Koa from 'koa';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { authenticate } from '../platform/authenticate.ts';
import { ApiError } from '../platform/errors.ts';
import type { PlatformGuards } from '../app.ts';
import type { RouteDefinition } from '../platform/route.ts';
import { createMcpServer } from './mcp-server.ts';

export const MCP_PATH = '/mcp';

/**
 * The Streamable HTTP transport of the MCP server at `/mcp`, stateless: every POST carries its own
 * JSON-RPC message and its own API key (`Authorization: Bearer <key>` or `X-Api-Key`), so any API
 * process can answer any request and nothing is kept between them. A missing or bad key is the
 * platform's 401 before any MCP work; tiers and limits apply per tool call (mcp-server.ts). GET
 * (a server-sent event stream) and DELETE (ending a session) have nothing to do without sessions: 405.
 */
export function createMcpMiddleware(options: { routes: () => readonly RouteDefinition[]; guards: PlatformGuards; version: string; onError?: (error: unknown, tool: string) => void }): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== MCP_PATH) return next();
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      throw new ApiError('METHOD_NOT_ALLOWED', `Method ${ctx.method} is not allowed on ${MCP_PATH}. Allowed: POST`);
    }
    const principal = await authenticate(ctx.headers, options.guards.keys);
    const server = createMcpServer({ routes: options.routes(), principal, limits: options.guards.limits, version: options.version, ...(options.onError ? { onError: options.onError } : {}) });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    ctx.res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    // The transport writes the answer itself (and reads the body): Koa must not touch the response.
    ctx.respond = false;
    await transport.handleRequest(ctx.req, ctx.res);
  };
}
