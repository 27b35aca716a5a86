import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv } from '../../infra/config.ts';
import { enrichedFacilityValue } from '../../enrich/facilities/facility-test-builders.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING, storedFacilityOf } from '../../enrich/sinks/facility-index.ts';
import { MCP_TOOLS } from '../../api/mcp/mcp-server.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { repoRoot } from '../fixtures/shared.ts';

/*
 * The MCP server through the SDK's own client, over both transports: Streamable HTTP at /mcp on
 * the API (the REST keys, tiers and limits) and stdio (`regintel mcp`, the local operator).
 */

const TOOL_NAMES = ['search_observations', 'facility_profile', 'risk_score', 'classify_event', 'investigate_event', 'cfr_section', 'ich_section', 'search_rules', 'trending_citations', 'list_alerts'];

type ToolResult = { isError?: boolean; content: Array<{ type: string; text?: string }>; structuredContent?: Record<string, unknown> };
const textOf = (result: ToolResult) => result.content.map((c) => c.text ?? '').join('\n');

describe('MCP over Streamable HTTP (/mcp)', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  const keys = { starter: '', pro: '' };

  const connect = async (key: string | null) => {
    const client = new Client({ name: 'regintel-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${api.url}/mcp`), key ? { requestInit: { headers: { Authorization: `Bearer ${key}` } } } : {});
    await client.connect(transport);
    return client;
  };

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    await env.deps.search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
    const facility = storedFacilityOf(enrichedFacilityValue());
    await env.deps.search.upsert(FACILITIES_INDEX, [{ id: facility.fei_number, doc: { ...facility } }]);
    api = await startTestServer(env.deps);
    keys.starter = (await env.deps.apiKeys.create({ tenantId: 't-mcp-starter', tier: 'starter', test: true })).key;
    keys.pro = (await env.deps.apiKeys.create({ tenantId: 't-mcp-pro', tier: 'pro', test: true })).key;
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await env?.cleanup();
  });

  it('lists the ten tools, each with a description and an input schema', async () => {
    const client = await connect(keys.pro);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort());
    expect(MCP_TOOLS).toHaveLength(10);
    for (const tool of tools) {
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
    await client.close();
  });

  it('answers a tool with the REST answer as structured content and the source path as text', async () => {
    const client = await connect(keys.pro);
    const result = (await client.callTool({ name: 'risk_score', arguments: { fei_number: '3004540906' } })) as ToolResult;
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ fei_number: '3004540906', risk_score: 61.3, risk_level: 'high' });
    expect(textOf(result)).toContain('Source: RegIntel GET /v1/483/risk-scores/3004540906');
    await client.close();
  });

  it('calls every tool: each answers with the data of its route or a documented refusal, never an internal error', async () => {
    const client = await connect(keys.pro);
    const args: Record<string, Record<string, unknown>> = {
      search_observations: { query: 'media fill failures', top_k: 3 },
      facility_profile: { fei_number: '3004540906' },
      risk_score: { fei_number: '3004540906' },
      classify_event: { event: 'Out-of-specification assay result was invalidated without a laboratory investigation.' },
      investigate_event: { event: 'Out-of-specification assay result was invalidated without a laboratory investigation.' },
      cfr_section: { cfr: '211.192' },
      ich_section: { guideline: 'Q7', section: '12.4' },
      search_rules: { query: 'process validation stage 3', top_k: 3 },
      trending_citations: { limit: 5 },
      list_alerts: {},
    };
    expect(Object.keys(args).sort()).toEqual([...TOOL_NAMES].sort());
    for (const [name, toolArgs] of Object.entries(args)) {
      const result = (await client.callTool({ name, arguments: toolArgs })) as ToolResult;
      expect(textOf(result), name).toMatch(/^(Source: RegIntel (GET|POST) \/v1\/|[A-Z_]+: )/);
      expect(textOf(result), name).not.toContain('INTERNAL_ERROR');
      if (!result.isError) expect(result.structuredContent, name).toBeTypeOf('object');
    }
    const classified = (await client.callTool({ name: 'classify_event', arguments: args.classify_event })) as ToolResult;
    expect(classified.isError).toBeFalsy();
    expect(classified.structuredContent).toHaveProperty('classification');
    await client.close();
  }, 60_000);

  it('reports what the route refuses as tool errors: unknown facility, a plan below the tool, a bad argument', async () => {
    const client = await connect(keys.starter);
    const missing = (await client.callTool({ name: 'facility_profile', arguments: { fei_number: '1234567' } })) as ToolResult;
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('NOT_FOUND');
    const tier = (await client.callTool({ name: 'risk_score', arguments: { fei_number: '3004540906' } })) as ToolResult;
    expect(tier.isError).toBe(true);
    expect(textOf(tier)).toContain('INSUFFICIENT_TIER');
    const bad = (await client.callTool({ name: 'risk_score', arguments: { fei_number: 'not-a-fei' } })) as ToolResult;
    expect(bad.isError).toBe(true);
    await client.close();
  });

  it('counts each tool call against the caller like the REST call it makes', async () => {
    const usage = async () => (await api.get('/v1/usage', { 'x-api-key': keys.pro })).body.data.currentUsage as number;
    const before = await usage();
    const client = await connect(keys.pro);
    await client.listTools();
    await client.callTool({ name: 'risk_score', arguments: { fei_number: '3004540906' } });
    await client.callTool({ name: 'facility_profile', arguments: { fei_number: '3004540906' } });
    await client.close();
    expect(await usage()).toBe(before + 2);
  });

  it('refuses a caller without a valid key before any MCP exchange', async () => {
    await expect(connect(null)).rejects.toThrow();
    await expect(connect('ri_test_00000000000000000000000000000000')).rejects.toThrow();
    const get = await fetch(`${api.url}/mcp`, { headers: { authorization: `Bearer ${keys.pro}` } });
    expect(get.status).toBe(405);
  });
});

describe('MCP over stdio (regintel mcp)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'regintel-mcp-stdio-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the same tools to the local operator without a key', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(repoRoot, 'bin/regintel.js'), 'mcp'],
      cwd: repoRoot,
      env: { PATH: processEnv().PATH ?? '', HOME: processEnv().HOME ?? '', REGINTEL_DATA_DIR: dataDir, REGINTEL_LOG_LEVEL: 'error' },
      stderr: 'ignore',
    });
    const client = new Client({ name: 'regintel-test', version: '1.0.0' });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort());
    // An enterprise-level local operator passes every tier gate; an empty folder knows no facility.
    const missing = (await client.callTool({ name: 'risk_score', arguments: { fei_number: '3004540906' } })) as ToolResult;
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('NOT_FOUND');
    const alerts = (await client.callTool({ name: 'list_alerts', arguments: {} })) as ToolResult;
    expect(alerts.isError).toBeFalsy();
    expect(textOf(alerts)).toContain('Source: RegIntel GET /v1/483/alerts');
    await client.close();
  }, 60_000);
});
