import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { sharedTestEmbedders } from '../fixtures/shared-embedder.ts';
import { DOCUMENT_2_GETS, type ModeUnderTest, bringUp, buildSmallMirror, comparable } from './document2-modes.ts';

/**
 * Document 2 in engines mode: the same real mirror slice through Kafka into Elasticsearch and
 * Neo4j, next to the same run in embedded mode; every document-2 GET must answer 200 with the same
 * body in both (timings, request ids and timestamps aside).
 */
const PREFIX = 'regintel-doc2-';

describe('document 2 in engines mode against embedded mode', () => {
  let mirror = '';
  const embedder = sharedTestEmbedders();
  let engines: ModeUnderTest;
  let embedded: ModeUnderTest;

  beforeAll(async () => {
    mirror = await buildSmallMirror();
    await resetEngines(PREFIX);
    engines = await bringUp(mirror, enginesEnv(PREFIX), embedder, 'doc2-engines');
    embedded = await bringUp(mirror, {}, embedder, 'doc2-embedded');
  }, 1_200_000);

  afterAll(async () => {
    await engines?.cleanup();
    await embedded?.cleanup();
    rmSync(mirror, { recursive: true, force: true });
  });

  it('answers every document-2 GET with the same body in both modes', async () => {
    const differences: string[] = [];
    for (const path of DOCUMENT_2_GETS) {
      const [a, b] = await Promise.all([engines.api.get(path, { 'x-api-key': engines.key }), embedded.api.get(path, { 'x-api-key': embedded.key })]);
      expect(a.status, `${path} (engines) → ${JSON.stringify(a.body).slice(0, 300)}`).toBe(200);
      expect(b.status, `${path} (embedded)`).toBe(200);
      for (const where of firstDifferences(comparable(a.body), comparable(b.body), path)) differences.push(where);
    }
    // Every differing field of every route at once, so one run shows all there is to mend.
    expect(differences).toEqual([]);
  });

  it('answers the same errors in both modes', async () => {
    for (const path of ['/v1/483/facilities/9999999991/inspections', '/v1/483/risk-scores/9999999991', '/v1/483/cfr-references/21%20CFR%20999.99', '/v1/483/analytics/benchmarks?grouping=planet']) {
      const [a, b] = await Promise.all([engines.api.get(path, { 'x-api-key': engines.key }), embedded.api.get(path, { 'x-api-key': embedded.key })]);
      expect(a.status, path).toBe(b.status);
      expect(comparable(a.body), path).toEqual(comparable(b.body));
    }
  });
});

/** Paths (`route → field.path: engines vs embedded`) where two JSON values differ, at most five per route. */
function firstDifferences(a: unknown, b: unknown, at: string, out: string[] = []): string[] {
  if (out.length >= 5) return out;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.push(`${at}: ${a.length} items vs ${b.length}`);
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) firstDifferences(a[i], b[i], `${at}[${i}]`, out);
    return out;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) firstDifferences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`, out);
    return out;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${at}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`);
  return out;
}
