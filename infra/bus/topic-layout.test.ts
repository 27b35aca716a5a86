import { describe, expect, it } from 'vitest';
import { createRoutingPartitioner, defaultTopicLayout, migrationAdvice, partitionFor } from './topic-layout.kafka.ts';
import { TOPICS, partitionKeyOf, topicLayout } from './topics.ts';

describe('defaultTopicLayout', () => {
  it('gives a single broker one partition and one replica, and a cluster 6 partitions, RF 3, min ISR 2', () => {
    expect(defaultTopicLayout(1)).toEqual({ partitions: 1, replicationFactor: 1, minInsyncReplicas: 1 });
    expect(defaultTopicLayout(2)).toEqual({ partitions: 6, replicationFactor: 2, minInsyncReplicas: 1 });
    expect(defaultTopicLayout(3)).toEqual({ partitions: 6, replicationFactor: 3, minInsyncReplicas: 2 });
    expect(defaultTopicLayout(5)).toEqual({ partitions: 6, replicationFactor: 3, minInsyncReplicas: 2 });
  });

  it('lets configured fields win and derives the in-sync minimum from a configured replication factor', () => {
    expect(defaultTopicLayout(1, { partitions: 6 })).toEqual({ partitions: 6, replicationFactor: 1, minInsyncReplicas: 1 });
    expect(defaultTopicLayout(5, { replicationFactor: 5 })).toEqual({ partitions: 6, replicationFactor: 5, minInsyncReplicas: 4 });
    expect(defaultTopicLayout(3, { partitions: 12, replicationFactor: 3, minInsyncReplicas: 3 })).toEqual({ partitions: 12, replicationFactor: 3, minInsyncReplicas: 3 });
  });

  it('keeps table topics (read whole by every worker) at one partition', () => {
    const cluster = defaultTopicLayout(3);
    expect(topicLayout(TOPICS.rawDashboardAggregates, cluster)).toEqual({ partitions: 1, replicationFactor: 3, minInsyncReplicas: 2 });
    expect(topicLayout(TOPICS.enrichedAnalytics, cluster).partitions).toBe(1);
    expect(topicLayout(TOPICS.rawInspections, cluster).partitions).toBe(6);
  });
});

describe('partitionKeyOf', () => {
  it('routes every record of one facility by its FEI, leading zeros ignored, whatever its own key', () => {
    const inspection = partitionKeyOf(TOPICS.rawInspections, { key: 'insp-1', value: { id: 'insp-1', fei_number: '0003001001' } });
    const citation = partitionKeyOf(TOPICS.rawCitations, { key: 'cit-9', value: { id: 'cit-9', fei_number: '3001001' } });
    const change = partitionKeyOf(TOPICS.facilityChanges, { key: '3001001', value: { fei_number: '3001001' } });
    const alert = partitionKeyOf(TOPICS.alerts, { key: 'wl_1', value: { id: 'al_1', payload: { fei_number: '3001001' } } });
    expect(new Set([inspection, citation, change, alert])).toEqual(new Set(['fei:3001001']));
  });

  it('falls back to the key when a facility record has no FEI, and uses the key on other topics', () => {
    expect(partitionKeyOf(TOPICS.rawInspections, { key: 'insp-2', value: { id: 'insp-2' } })).toBe('insp-2');
    expect(partitionKeyOf(TOPICS.rawEcfrSections, { key: '211.192', value: { fei_number: '3001001' } })).toBe('211.192');
  });

  it('routes the parts and chunks of one rule document together', () => {
    const part = partitionKeyOf(TOPICS.rawRuleDocuments, { key: 'fda-guidance:abc#part2', value: { id: 'fda-guidance:abc#part2' } });
    const chunk = partitionKeyOf(TOPICS.enrichedRules, { key: 'fda-guidance:abc#7', value: { id: 'fda-guidance:abc#7', rule_id: 'fda-guidance:abc' } });
    expect(part).toBe('rule:fda-guidance:abc');
    expect(chunk).toBe(part);
  });
});

describe('partitioning', () => {
  const metadata = (n: number) => Array.from({ length: n }, (_, partitionId) => ({ partitionId, leader: 0, replicas: [0], isr: [0], partitionErrorCode: 0 }));

  it('hashes the partition key, not the message key, and agrees with partitionFor', () => {
    const partitioner = createRoutingPartitioner()();
    const feis = Array.from({ length: 40 }, (_, i) => `fei:${3000000 + i}`);
    const chosen = feis.map((key, i) => partitioner({ topic: 't', partitionMetadata: metadata(6), message: { key: `record-${i}`, value: null, partitionKey: key } as never }));
    expect(chosen).toEqual(feis.map((key) => partitionFor(key, 6)));
    // Forty facilities over six partitions use more than one of them (the hash spreads).
    expect(new Set(chosen).size).toBeGreaterThan(1);
    expect(chosen.every((p) => p >= 0 && p < 6)).toBe(true);
  });
});

describe('migrationAdvice', () => {
  it('names the short topics and the command, and is null when every topic matches', () => {
    const wanted = { partitions: 6, replicationFactor: 3, minInsyncReplicas: 2 };
    expect(migrationAdvice([{ topic: 'a', partitions: 6, replicationFactor: 3, wanted, problems: [] }])).toBeNull();
    const advice = migrationAdvice([{ topic: 'raw.fda.inspections', partitions: 1, replicationFactor: 1, wanted, problems: ['1 partition(s), 6 wanted'] }]);
    expect(advice).toContain('raw.fda.inspections: 1 partition(s), 6 wanted');
    expect(advice).toContain('regintel topics migrate');
  });
});
