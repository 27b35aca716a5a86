import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createEmbeddedGraphStore } from '../../graph/graph-store.embedded.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { GRAPH_KEYS } from '../../graph/schema.ts';
import { createFacilitiesGraphSink } from './facilities-graph.sink.ts';
import { enrichedFacilityValue } from '../facilities/facility-test-builders.ts';

const facilityDocument = enrichedFacilityValue;

const message = (value: unknown, offset = 0): BusMessage => ({ topic: TOPICS.enrichedFacilities, partition: 0, offset, key: 'k', value, timestamp: '2024-06-30T12:00:00.000Z', headers: {} });

describe('createFacilitiesGraphSink', () => {
  let dir: string;
  let graph: GraphStore;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'regintel-facility-sink-'));
    graph = createEmbeddedGraphStore({ file: join(dir, 'graph.db') });
    await graph.ensureSchema(GRAPH_KEYS);
  });
  afterEach(async () => {
    await graph.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sets the scores on the Facility node keyed by FEI', async () => {
    const sink = createFacilitiesGraphSink({ graph });
    expect(await sink.handleBatch([message(facilityDocument())])).toEqual({ processed: 1, rejected: [] });
    const node = await graph.getNode({ label: 'Facility', key: '3004540906' });
    expect(node?.properties).toMatchObject({
      fei: '3004540906',
      legal_name: 'NATCO Pharma Limited',
      country: 'India',
      risk_score: 61.3,
      risk_level: 'high',
      facility_score: 72,
      facility_risk_level: 'high',
      confidence: 0.41,
      methodology_version: 'v2.0',
      scored_at: '2024-06-30T12:00:00.000Z',
      total_inspections: 3,
      trend: 'deteriorating',
    });
  });

  it('leaves what the 483 sink wrote when the document does not know it, and lets the later document of a batch win', async () => {
    await graph.upsertNodes('Facility', 'fei', [{ fei: '3004540906', legal_name: 'NATCO (from 483)', state: 'Telangana', establishment_type: 'Drug Product Manufacturer' }]);
    const sink = createFacilitiesGraphSink({ graph });
    await sink.handleBatch([
      message(facilityDocument({ facility_name: '', state: null }), 0),
      message(facilityDocument({ facility_name: '', state: null, risk_score: { ...facilityDocument().risk_score, risk_score: 80, risk_level: 'critical' } }), 1),
    ]);
    const node = await graph.getNode({ label: 'Facility', key: '3004540906' });
    expect(node?.properties).toMatchObject({ legal_name: 'NATCO (from 483)', state: 'Telangana', establishment_type: 'Drug Product Manufacturer', risk_score: 80, risk_level: 'critical' });
  });

  it('rejects a document that fails the schema and still writes the rest', async () => {
    const sink = createFacilitiesGraphSink({ graph });
    const bad = { ...facilityDocument({ fei_number: '3001001', id: '3001001' }), risk_score: { risk_score: 'high' } };
    const result = await sink.handleBatch([message(bad, 0), message(facilityDocument(), 1)]);
    expect(result.processed).toBe(1);
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]?.reason).toMatch(/^invalid enriched facility: risk_score/);
    expect(await graph.getNode({ label: 'Facility', key: '3001001' })).toBeNull();
    expect((await graph.counts()).nodes.Facility).toBe(1);
  });
});
