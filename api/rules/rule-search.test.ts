import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOPICS } from '../../infra/bus/topics.ts';
import { encodeVector } from '../../infra/embedding/embedder.port.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { EnrichedRuleChunk } from '../../enrich/records/enriched-rules-documents.ts';
import { createRulesSearchSink } from '../../enrich/sinks/rules-search.sink.ts';
import { deliver } from '../../test/fixtures/bus.ts';
import { createTestDeps } from '../../test/fixtures/harness.ts';
import { createHashEmbedder } from '../../test/fixtures/hash-embedder.ts';
import { createResponseCache } from '../platform/response-cache.ts';
import { createRuleDocumentTable } from './rule-documents.ts';
import { keywordSearch, searchRules } from './rule-search.ts';

/** A one-chunk rule document whose vector is the hash embedder's own for its text. */
async function chunk(embed: (text: string) => Promise<Float32Array>, slug: string, title: string, text: string): Promise<EnrichedRuleChunk> {
  return {
    id: `fda-guidance:${slug}#0`,
    source: 'fda-guidance',
    fetched_at: '2025-03-01T10:00:00.000Z',
    content_hash: createHash('sha256').update(slug).digest('hex'),
    schema_version: 1,
    rule_id: `fda-guidance:${slug}`,
    source_id: 'fda',
    publisher: 'FDA',
    title,
    document_type: 'guidance',
    reference: null,
    issue_date: '2011-01-01',
    issue_month: '2011-01',
    effective_date: null,
    updated_date: null,
    status: 'final',
    therapeutic_area: null,
    url: null,
    chunk_index: 0,
    chunk_count: 1,
    heading_path: [title],
    text,
    word_count: text.split(' ').length,
    embedding: { model: 'hash-bow-384', dimensions: 384, vector: encodeVector(await embed(`${title}. ${text}`)) },
  };
}

describe('rule search answer cache', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  const embedder = createHashEmbedder();
  const embed = async (text: string) => (await embedder.embed([text]))[0] as Float32Array;

  beforeEach(async () => {
    env = await createTestDeps({ embedder });
    await env.deps.bus.ensureTopics(Object.values(TOPICS));
  });
  afterEach(async () => {
    await env.cleanup();
  });

  /** The store with its lexical searches counted: one per computed (not cached) answer. */
  function countingStore(search: SearchStore) {
    const counter = { lexical: 0 };
    const store = new Proxy(search, {
      get(target, property, receiver) {
        if (property === 'lexical') {
          return (...args: Parameters<SearchStore['lexical']>) => {
            counter.lexical += 1;
            return target.lexical(...args);
          };
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    return { store, counter };
  }

  it('answers a repeated query from the cache, and a write to the rules index makes the next one fresh', async () => {
    const sink = createRulesSearchSink({ search: env.deps.search });
    const write = async (chunks: EnrichedRuleChunk[]) => sink.handleBatch(await deliver(env.deps.bus, TOPICS.enrichedRules, chunks));
    await write([await chunk(embed, 'process-validation', 'Process Validation: General Principles and Practices', 'Continued process verification is stage 3 of process validation.')]);

    const { store, counter } = countingStore(env.deps.search);
    const deps = { search: store, embedder, documents: createRuleDocumentTable(store), cache: createResponseCache({ ttlMs: 60_000 }) };
    const request = { query: 'continued process verification', filters: {}, limit: 10, minScore: 0 };

    const first = await searchRules(deps, request);
    expect(first.map((hit) => hit.document.rule_id)).toEqual(['fda-guidance:process-validation']);
    const lexicalAfterFirst = counter.lexical;
    expect(lexicalAfterFirst).toBeGreaterThan(0);
    // Same query, another page size and threshold: the cached ranking serves it.
    const second = await searchRules(deps, { ...request, limit: 1, minScore: 0.01 });
    expect(second.map((hit) => hit.document.rule_id)).toEqual(['fda-guidance:process-validation']);
    expect(counter.lexical).toBe(lexicalAfterFirst);

    // The sink writes a second document on the topic: the index version moves, the answer is recomputed.
    await write([await chunk(embed, 'cpv-annex', 'Continued Process Verification Annex', 'Continued process verification data trending and review.')]);
    const third = await searchRules(deps, request);
    expect(counter.lexical).toBeGreaterThan(lexicalAfterFirst);
    expect(third.map((hit) => hit.document.rule_id).sort()).toEqual(['fda-guidance:cpv-annex', 'fda-guidance:process-validation']);
  });

  it('caches keyword search apart from hybrid search, and never mixes filters', async () => {
    const sink = createRulesSearchSink({ search: env.deps.search });
    await sink.handleBatch(await deliver(env.deps.bus, TOPICS.enrichedRules, [await chunk(embed, 'sterile', 'Sterile Drug Products Produced by Aseptic Processing', 'Environmental monitoring of aseptic processing areas.')]));
    const deps = { search: env.deps.search, embedder, documents: createRuleDocumentTable(env.deps.search), cache: createResponseCache({ ttlMs: 60_000 }) };

    expect((await keywordSearch(deps, { query: 'environmental monitoring', filters: {}, limit: 5 })).map((hit) => hit.document.rule_id)).toEqual(['fda-guidance:sterile']);
    // Same words, a source filter that excludes the document: not the cached unfiltered answer.
    expect(await keywordSearch(deps, { query: 'environmental monitoring', filters: { sources: ['ema'] }, limit: 5 })).toEqual([]);
    expect(await searchRules(deps, { query: 'environmental monitoring', filters: { sources: ['ema'] }, limit: 5, minScore: 0 })).toEqual([]);
  });
});
