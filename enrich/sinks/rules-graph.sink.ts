import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { EdgeRecord, GraphStore, Properties } from '../../graph/graph-store.port.ts';
import { GRAPH_KEYS } from '../../graph/schema.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { KnowledgeRecord } from '../records/knowledge-record.ts';
import { EnrichedGuidelineSection, EnrichedRegulation } from '../records/enriched-rules.ts';
import { type GraphWrite, guidelineGraph, knowledgeGraph, regulationGraph } from './rules-graph.projection.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { RULES_GRAPH_VERSION } from './graph-version.ts';
import { bumpIndexVersion } from './index-version.ts';

/** Nodes are written label by label in this order (parents before children), then every edge. */
const LABEL_ORDER = ['CfrPart', 'IchGuideline', 'CfrSection', 'IchSection', 'EventType', 'EventTypeAlias', 'Requirement', 'ValidationRule'];

function projection(message: BusMessage): { ok: true; write: GraphWrite } | { ok: false; reason: string } {
  const reasonOf = (what: string, error: Parameters<typeof describeZodIssues>[0]) => `invalid ${what}: ${describeZodIssues(error)}`;
  if (message.topic === TOPICS.enrichedRegulations) {
    const parsed = EnrichedRegulation.safeParse(message.value);
    return parsed.success ? { ok: true, write: regulationGraph(parsed.data) } : { ok: false, reason: reasonOf('enriched regulation', parsed.error) };
  }
  if (message.topic === TOPICS.enrichedGuidelines) {
    const parsed = EnrichedGuidelineSection.safeParse(message.value);
    return parsed.success ? { ok: true, write: guidelineGraph(parsed.data) } : { ok: false, reason: reasonOf('enriched guideline section', parsed.error) };
  }
  const parsed = KnowledgeRecord.safeParse(message.value);
  return parsed.success ? { ok: true, write: knowledgeGraph(parsed.data) } : { ok: false, reason: reasonOf('knowledge record', parsed.error) };
}

/**
 * Projects the rule texts (`enriched.regulations`, `enriched.guidelines`) and the curated knowledge
 * (`enriched.knowledge`) into the graph, so regulation maps, event types and requirements hang on
 * the same section nodes as the ingested text and the 483 observations citing it. Merges by key:
 * replays and re-publications are harmless. A record failing its schema goes to `dlq.sink.graph`.
 * With `search`, every batch that wrote bumps `RULES_GRAPH_VERSION`, so the knowledge-graph API's
 * cached answers (api/kg/kg-answer-cache.ts) are never older than the graph.
 */
export function createRulesGraphSink(deps: { graph: GraphStore; search?: Pick<SearchStore, 'get' | 'upsert' | 'ensureIndex'> }): Processor {
  return {
    groupId: 'sink.graph.rules',
    stage: 'sink.graph',
    topics: [TOPICS.enrichedRegulations, TOPICS.enrichedGuidelines, TOPICS.enrichedKnowledge],
    async handleBatch(messages: BusMessage[]): Promise<BatchResult> {
      const rejected: Rejected[] = [];
      const nodes = new Map<string, Map<string, Properties>>();
      const edges = new Map<string, Map<string, Omit<EdgeRecord, 'type'>>>();
      let processed = 0;
      for (const message of messages) {
        const result = projection(message);
        if (!result.ok) {
          rejected.push({ message, reason: result.reason });
          continue;
        }
        processed += 1;
        for (const node of result.write.nodes) {
          const byKey = nodes.get(node.label) ?? new Map<string, Properties>();
          // Later records of the batch win, property by property, as they would one at a time.
          byKey.set(node.properties.id, { ...byKey.get(node.properties.id), ...node.properties });
          nodes.set(node.label, byKey);
        }
        for (const edge of result.write.edges) {
          const byEnds = edges.get(edge.type) ?? new Map<string, Omit<EdgeRecord, 'type'>>();
          byEnds.set(`${edge.from.label}|${edge.from.key}|${edge.to.label}|${edge.to.key}`, { from: edge.from, to: edge.to, properties: edge.properties });
          edges.set(edge.type, byEnds);
        }
      }
      const labels = [...nodes.keys()].sort((a, b) => LABEL_ORDER.indexOf(a) - LABEL_ORDER.indexOf(b));
      for (const label of labels) {
        const key = GRAPH_KEYS[label as keyof typeof GRAPH_KEYS];
        await deps.graph.upsertNodes(label, key, [...(nodes.get(label)?.values() ?? [])]);
      }
      for (const [type, byEnds] of edges) await deps.graph.upsertEdges(type, [...byEnds.values()]);
      // After the writes: a reader that computed in between stored its answer under the old version.
      if (deps.search && processed > 0) {
        await bumpIndexVersion(deps.search, RULES_GRAPH_VERSION, messages.map((m) => [`${m.topic}:${m.partition}`, String(m.offset)] as const), messages.at(-1)?.timestamp ?? '');
      }
      return { processed, rejected };
    },
  };
}
