import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { processEnv } from '../../infra/config.ts';

/**
 * Prints a transcript of an MCP session with `regintel mcp` over stdio, made by the SDK's own
 * client against a data folder (docs/agents.md shows one):
 *
 *   REGINTEL_DATA_DIR=<filled folder> node bin/run-ts.js cli/tools/mcp-transcript.ts
 */
const CALLS: Array<{ name: string; arguments: Record<string, unknown> }> = [
  { name: 'search_observations', arguments: { query: 'out of specification results not investigated', top_k: 2 } },
  { name: 'facility_profile', arguments: { fei_number: '3006271438' } },
  { name: 'risk_score', arguments: { fei_number: '3006271438' } },
  { name: 'trending_citations', arguments: { limit: 3 } },
];

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repo = new URL('../..', import.meta.url).pathname;
  const env = processEnv();
  const client = new Client({ name: 'transcript', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [join(repo, 'bin/regintel.js'), 'mcp'],
      env: { PATH: env.PATH ?? '', HOME: env.HOME ?? '', REGINTEL_DATA_DIR: env.REGINTEL_DATA_DIR ?? '', REGINTEL_MODEL_DIR: env.REGINTEL_MODEL_DIR ?? '', REGINTEL_LOG_LEVEL: 'error' },
      stderr: 'ignore',
    }),
  );
  const { tools } = await client.listTools();
  console.log(`> tools/list\n< ${tools.map((tool) => tool.name).join(', ')}\n`);
  for (const call of CALLS) {
    const started = performance.now();
    const result = (await client.callTool(call)) as { isError?: boolean; content: Array<{ text?: string }> };
    const text = result.content.map((c) => c.text ?? '').join('\n');
    console.log(`> tools/call ${call.name} ${JSON.stringify(call.arguments)}\n< ${result.isError ? 'error: ' : ''}${text.length > 700 ? `${text.slice(0, 700)} …` : text}\n  (${Math.round(performance.now() - started)} ms)\n`);
  }
  await client.close();
}
