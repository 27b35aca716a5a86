import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { LOCAL_OPERATOR, createMcpServer } from '../../api/mcp/mcp-server.ts';
import { VERSION, createRoutes, declareReadIndices } from '../app.ts';
import type { Deps } from '../deps.ts';

/**
 * `regintel mcp [--tenant <id>]`: the MCP server over stdio for a desktop assistant. It reads the
 * same data folder or engines as the running system; being the local operator's own process it
 * needs no key and has no limits (`--tenant` picks whose watchlist alerts `list_alerts` shows).
 * stdout carries the protocol only: logs go to stderr. Ends when the assistant closes stdin.
 */
export async function mcpCommand(deps: Deps, options: { tenant: string | undefined; stdin?: NodeJS.ReadableStream; stdout?: NodeJS.WritableStream }): Promise<number> {
  await declareReadIndices(deps);
  const log = deps.logger.child({ module: 'mcp' });
  const server = createMcpServer({
    routes: createRoutes(deps),
    principal: { ...LOCAL_OPERATOR, ...(options.tenant ? { tenantId: options.tenant } : {}) },
    version: VERSION,
    onError: (error, tool) => log.error({ err: error, tool }, 'tool failed'),
  });
  const stdin = options.stdin ?? process.stdin;
  const transport = new StdioServerTransport(stdin as typeof process.stdin, (options.stdout ?? process.stdout) as typeof process.stdout);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
  return 0;
}
