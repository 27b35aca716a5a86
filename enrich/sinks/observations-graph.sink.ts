import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { GraphStore, Properties } from '../../graph/graph-store.port.ts';
import { GRAPH_KEYS } from '../../graph/schema.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { EnrichedObservation } from '../records/enriched-observation.ts';
import { isRetraction } from '../../infra/bus/payloads/retraction.ts';
import { ObservationRetraction } from '../records/observation-retraction.ts';

/**
 * Projects `enriched.observations` into the knowledge graph:
 * (:Facility)-[:HAD]->(:Inspection)-[:CITED]->(:Observation)-[:UNDER]->(:CfrSection),
 * (:Investigator)-[:LED]->(:Inspection). Merges by key, so replays are harmless.
 *
 * A retraction deletes the Observation node with its relationships; when the whole 483 left its
 * source, the Inspection node goes too (with its HAD and LED relationships). The Facility, CFR
 * section and Investigator nodes stay: other records may still point at them. Within a batch the
 * last message of an observation id decides whether it ends present or deleted.
 */
export function createObservationsGraphSink(deps: { graph: GraphStore }): Processor {
  return {
    groupId: 'sink.graph.observations',
    stage: 'sink.graph',
    topics: [TOPICS.enrichedObservations],
    async handleBatch(messages: BusMessage[]): Promise<BatchResult> {
      const rejected: Rejected[] = [];
      const last = new Map<string, EnrichedObservation | ObservationRetraction>();
      for (const message of messages) {
        const parsed = isRetraction(message.value) ? ObservationRetraction.safeParse(message.value) : EnrichedObservation.safeParse(message.value);
        if (!parsed.success) {
          rejected.push({ message, reason: `invalid enriched observation: ${parsed.error.issues.map((i) => i.message).join('; ')}` });
          continue;
        }
        last.delete(parsed.data.id);
        last.set(parsed.data.id, parsed.data);
      }
      const records = [...last.values()].filter((r): r is EnrichedObservation => !('retracted' in r));
      const retractions = [...last.values()].filter((r): r is ObservationRetraction => 'retracted' in r);
      if (retractions.length > 0) {
        await deps.graph.deleteNodes('Observation', retractions.map((r) => r.observation_id));
        const present = new Set(records.map((r) => r.inspection_id));
        const gone = [...new Set(retractions.filter((r) => r.whole_document && !present.has(r.inspection_id)).map((r) => r.inspection_id))];
        if (gone.length > 0) await deps.graph.deleteNodes('Inspection', gone);
      }
      if (records.length === 0) return { processed: retractions.length, rejected };

      const facilities = uniqueBy(records, (r) => r.fei_number).map(
        (r): Properties => ({ fei: r.fei_number, legal_name: r.facility_name, state: r.state, country: r.country, establishment_type: r.establishment_type }),
      );
      const inspections = uniqueBy(records, (r) => r.inspection_id).map(
        (r): Properties => ({
          id: r.inspection_id,
          fei: r.fei_number,
          start_date: r.inspection_start_date,
          end_date: r.inspection_end_date,
          fiscal_year: r.fiscal_year,
          classification: r.classification,
          program_area: r.program_area,
        }),
      );
      const observations = records.map(
        (r): Properties => ({
          id: r.observation_id,
          number: r.observation_number,
          act_cfr_number: r.act_cfr_number,
          short_description: r.short_description,
          categories: r.categories,
          severity_score: r.severity_score,
        }),
      );
      const sections = uniqueBy(
        records.filter((r) => r.cfr_section),
        (r) => r.cfr_section ?? '',
      ).map((r): Properties => ({ id: r.cfr_section ?? '' }));

      await deps.graph.upsertNodes('Facility', GRAPH_KEYS.Facility, facilities);
      await deps.graph.upsertNodes('Inspection', GRAPH_KEYS.Inspection, inspections);
      await deps.graph.upsertNodes('Observation', GRAPH_KEYS.Observation, observations);
      if (sections.length > 0) await deps.graph.upsertNodes('CfrSection', GRAPH_KEYS.CfrSection, sections);
      await deps.graph.upsertEdges(
        'HAD',
        uniqueBy(records, (r) => r.inspection_id).map((r) => ({ from: { label: 'Facility', key: r.fei_number }, to: { label: 'Inspection', key: r.inspection_id } })),
      );
      await deps.graph.upsertEdges(
        'CITED',
        records.map((r) => ({ from: { label: 'Inspection', key: r.inspection_id }, to: { label: 'Observation', key: r.observation_id } })),
      );
      const cited = records.filter((r) => r.cfr_section);
      if (cited.length > 0) {
        await deps.graph.upsertEdges(
          'UNDER',
          cited.map((r) => ({
            from: { label: 'Observation', key: r.observation_id },
            to: { label: 'CfrSection', key: r.cfr_section ?? '' },
            properties: { act_cfr_number: r.act_cfr_number, match_score: r.citation_match_score },
          })),
        );
      }
      const led = uniqueBy(
        records.flatMap((r) => r.investigators.map((name) => ({ name, inspection: r.inspection_id }))),
        (l) => `${l.name}|${l.inspection}`,
      );
      if (led.length > 0) {
        await deps.graph.upsertNodes('Investigator', GRAPH_KEYS.Investigator, uniqueBy(led, (l) => l.name).map((l) => ({ name: l.name })));
        await deps.graph.upsertEdges(
          'LED',
          led.map((l) => ({ from: { label: 'Investigator', key: l.name }, to: { label: 'Inspection', key: l.inspection } })),
        );
      }
      return { processed: records.length + retractions.length, rejected };
    },
  };
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) seen.set(key(item), item);
  return [...seen.values()];
}
