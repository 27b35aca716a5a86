import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import type { Deps } from '../../cli/deps.ts';
import { publishKnowledge } from '../../enrich/knowledge/publish-knowledge.ts';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import { PROTOCOL_RULES } from '../../enrich/domain/protocol-validation/rules.ts';
import { REQUIREMENTS_CATALOGUE } from '../../graph/knowledge/requirements.ts';
import { CFR_RELATED_EDGES, REGULATION_MAPPINGS } from '../../graph/knowledge/regulation-maps.ts';
import type { NodeRecord } from '../../graph/graph-store.port.ts';
import { TOPICS, dlqTopic } from '../../infra/bus/topics.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { findConnector } from '../../ingest/sources/index.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';

warnIfMissing(hasSharedData, 'loading the curated knowledge onto the ingested CFR and ICH text');

const GROUPS = ['enrich.rules', 'sink.graph.rules'];

/**
 * The curated knowledge reaches the graph the way ingested data does: eCFR and ICH text from the
 * mirror through `enrich.rules`, the knowledge files through `enriched.knowledge`, both projected by
 * the same graph sink, so every curated edge ends on a section node that carries text or a heading.
 */
describe.skipIf(!hasSharedData)('curated knowledge in the graph, on the ingested rule text (needs ../shared)', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let firstPublish: Awaited<ReturnType<typeof publishKnowledge>>;

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    pipeline = await startPipeline(deps, GROUPS);
    const sources = ['ecfr-title21', 'ich-guidelines'].map((name) => findConnector(name)!);
    await runIngest(sources, { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
    firstPublish = await publishKnowledge(deps);
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 240_000 });
  }, 300_000);

  afterAll(async () => {
    await pipeline?.stop();
    await env?.cleanup();
  });

  const out = (label: string, key: string, type: string) => deps.graph.neighbours({ node: { label, key }, type, direction: 'out', limit: 1000 });
  /**
   * A section node is "real" when it was ingested (with its text, or its title for a heading such as
   * E6(R3) 2.8 whose text sits in its subsections) or is a listed reference heading.
   */
  const described = (node: NodeRecord) =>
    (node.properties.text_source === 'ingested' && typeof (node.properties.text ?? node.properties.title) === 'string') ||
    (node.properties.text_source === 'reference' && typeof (node.properties.heading ?? node.properties.title) === 'string');

  it('loads the 39 event types and the seven aliases', async () => {
    const { nodes, edges } = await deps.graph.counts();
    expect(nodes.EventType).toBe(39);
    expect(nodes.EventTypeAlias).toBe(EVENT_TAXONOMY.aliases.length);
    expect(edges.ALIAS_OF).toBe(EVENT_TAXONOMY.aliases.filter((alias) => alias.canonical !== 'unknown').length);
    expect(nodes.Requirement).toBe(REQUIREMENTS_CATALOGUE.requirements.length);
    expect(nodes.ValidationRule).toBeGreaterThanOrEqual(40);
  });

  it('ends every GOVERNED_BY and GUIDED_BY edge on a section with text or a reference heading', async () => {
    const dangling: string[] = [];
    for (const type of EVENT_TAXONOMY.event_types) {
      const cited = new Set([...Object.values(type.cfr_sections).flatMap((list) => (list ?? []).map((c) => c.section)), ...type.ich_references.map((r) => r.section)]);
      const reached = [...(await out('EventType', type.id, 'GOVERNED_BY')), ...(await out('EventType', type.id, 'GUIDED_BY'))];
      expect(new Set(reached.map((hop) => hop.node.key)), type.id).toEqual(cited);
      for (const hop of reached) if (!described(hop.node)) dangling.push(`${type.id} → ${hop.node.key}`);
    }
    expect(dangling).toEqual([]);
  });

  it('draws each curated CFR↔ICH mapping and CFR↔CFR relation between described sections', async () => {
    const dangling: string[] = [];
    for (const mapping of REGULATION_MAPPINGS) {
      const hops = await out('CfrSection', mapping.cfr_section, 'MAPS_TO');
      const hop = hops.find((h) => h.node.key === mapping.ich_section);
      expect(hop?.edge.properties, mapping.id).toMatchObject({ mapping_id: mapping.id, alignment_score: mapping.alignment_score, provenance: 'curated' });
      const from = await deps.graph.getNode({ label: 'CfrSection', key: mapping.cfr_section });
      if (!from || !described(from)) dangling.push(mapping.cfr_section);
      if (!hop || !described(hop.node)) dangling.push(mapping.ich_section);
    }
    for (const relation of CFR_RELATED_EDGES) {
      const hop = (await out('CfrSection', relation.from, 'RELATED_TO')).find((h) => h.node.key === relation.to);
      expect(hop?.edge.properties.relationship, `${relation.from} → ${relation.to}`).toBe(relation.relationship);
      const from = await deps.graph.getNode({ label: 'CfrSection', key: relation.from });
      if (!from || !described(from)) dangling.push(relation.from);
      if (!hop || !described(hop.node)) dangling.push(relation.to);
    }
    expect([...new Set(dangling)]).toEqual([]);
  });

  it('ends every CITES edge of a requirement or validation rule on a described section', async () => {
    const dangling: string[] = [];
    let cites = 0;
    for (const [label, ids] of [
      ['Requirement', REQUIREMENTS_CATALOGUE.requirements.map((r) => r.id)],
      ['ValidationRule', PROTOCOL_RULES.map((r) => r.id)],
    ] as const) {
      for (const id of ids) {
        for (const hop of await out(label, id, 'CITES')) {
          cites += 1;
          if (!described(hop.node)) dangling.push(`${id} → ${hop.node.key}`);
        }
      }
    }
    expect(cites).toBeGreaterThanOrEqual(40);
    expect(dangling).toEqual([]);
  });

  it('hangs ingested sections on their part and guideline, with the text', async () => {
    const section = await deps.graph.getNode({ label: 'CfrSection', key: '21 CFR 211.192' });
    expect(section?.properties).toMatchObject({ heading: 'Production record review', part: 211, regime: 'gmp', product_types: ['drug'], text_source: 'ingested' });
    expect(String(section?.properties.text)).toMatch(/unexplained discrepancy/i);
    expect((await out('CfrSection', '21 CFR 211.192', 'IN_PART')).map((hop) => hop.node.key)).toEqual(['21 CFR Part 211']);
    const capa = await deps.graph.getNode({ label: 'IchSection', key: 'ICH Q10 3.2.2' });
    expect(String(capa?.properties.text ?? capa?.properties.title)).toMatch(/corrective action/i);
    expect((await out('IchSection', 'ICH Q10 3.2.2', 'IN')).map((hop) => hop.node.key)).toEqual(['ICH Q10']);
  });

  it('links a requirement to the E6(R3) section it cites, and that section holds the requirement', async () => {
    const requirement = REQUIREMENTS_CATALOGUE.requirements.find((r) => r.id === 'REQ-GEN-009')!;
    const [cited] = await out('Requirement', requirement.id, 'CITES');
    expect(cited?.node.key).toBe(`ICH E6(R3) ${requirement.reference.section}`);
    expect(described(cited!.node)).toBe(true);
  });

  it('publishes only what changed: a second publication is a no-op', async () => {
    expect(firstPublish).toMatchObject({ status: 'ok', unchanged: 0 });
    expect(firstPublish.published).toBe(firstPublish.read);
    const second = await publishKnowledge(deps);
    expect(second).toMatchObject({ status: 'unchanged', published: 0, unchanged: firstPublish.read });
  });

  it('dead-letters a malformed knowledge record with its reason and keeps going', async () => {
    await deps.bus.publish(TOPICS.enrichedKnowledge, [
      { key: 'event_type:broken', value: { id: 'event_type:broken', source: 'test', fetched_at: '2026-01-01T00:00:00Z', content_hash: 'b'.repeat(64), schema_version: 1, kind: 'event_type', taxonomy_version: 'v3.0', event_type: { id: 'broken' } } },
      { key: 'reference_section:21 CFR 117.999', value: { id: 'reference_section:21 CFR 117.999', source: 'test', fetched_at: '2026-01-01T00:00:00Z', content_hash: 'c'.repeat(64), schema_version: 1, kind: 'reference_section', section: { id: '21 CFR 117.999', heading: 'A later record of the same batch', source: 'a test record, not a real section' } } },
    ]);
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 60_000 });
    const letters = await deps.bus.read(dlqTopic('sink.graph'), { limit: 100 });
    const reasons = letters.map((letter) => (letter.value as { reason: string }).reason);
    expect(reasons.some((reason) => /invalid knowledge record/.test(reason) && /event_type/.test(reason))).toBe(true);
    expect(await deps.graph.getNode({ label: 'EventType', key: 'broken' })).toBeNull();
    expect((await deps.graph.getNode({ label: 'CfrSection', key: '21 CFR 117.999' }))?.properties.heading).toBe('A later record of the same batch');
  });
});
