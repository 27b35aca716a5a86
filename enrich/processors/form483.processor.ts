import type { Clock } from '../../infra/clock.ts';
import type { BusMessage, EventBus } from '../../infra/bus/event-bus.port.ts';
import { RawCatalogueCitation, RawForm483 } from '../../infra/bus/payloads/raw-form483.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import { encodeVector } from '../../infra/embedding/embedder.port.ts';
import type { Logger } from '../../infra/logger.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { type CatalogueEntry, type CatalogueMatcher, createCatalogueMatcher } from '../domain/catalogue-match.ts';
import { cfrSection } from '../domain/cfr.ts';
import { categoriseObservation } from '../domain/observation-categories.ts';
import { fiscalYearOf, productTypeOf } from '../domain/product-type.ts';
import { severityScore } from '../domain/severity.ts';
import { observationLead, splitObservations } from '../domain/split-observations.ts';
import { type Outcome, dlq, ok } from '../pipeline/outcome.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import type { EnrichedObservation } from '../records/enriched-observation.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';

/** Version of the enriched observation body; bump when its shape or meaning changes. */
export const ENRICHED_OBSERVATION_SCHEMA_VERSION = 1;

export interface Form483ProcessorDeps {
  bus: EventBus;
  embedder: Embedder;
  clock: Clock;
  logger: Logger;
}

/** An enriched observation before embedding, with the text to embed. */
export type Draft = Omit<EnrichedObservation, 'embedding' | 'content_hash' | 'fetched_at'> & { embedText: string };

/**
 * Enriches Form 483 documents into observations: splits the body into its numbered observations,
 * puts a CFR section on each by matching its opening sentence to the FDA citation catalogue,
 * assigns categories and a severity score, embeds it, and publishes to `enriched.observations`.
 *
 * The catalogue is read as a table beside the stream (like a Kafka Streams global table): before
 * each batch the processor reads whatever the catalogue topic gained since the last batch, so the
 * 483s of an ingest run that published the catalogue first are matched against it.
 */
export function createForm483Processor(deps: Form483ProcessorDeps): Processor {
  const catalogue = new Map<string, CatalogueEntry>();
  let catalogueOffset = 0;
  let matcher = createCatalogueMatcher([]);

  async function refreshCatalogue(): Promise<void> {
    // Reading is costly on Kafka (a short-lived consumer): only read once the topic has grown.
    const end = (await deps.bus.topics()).find((t) => t.topic === TOPICS.rawCitationCatalogue)?.endOffset ?? 0;
    if (end <= catalogueOffset) return;
    let grew = false;
    for (;;) {
      const messages = await deps.bus.read(TOPICS.rawCitationCatalogue, { fromOffset: catalogueOffset, limit: 1000 });
      if (messages.length === 0) break;
      for (const message of messages) {
        const parsed = RawCatalogueCitation.safeParse(message.value);
        if (parsed.success) {
          catalogue.set(parsed.data.id, parsed.data);
          grew = true;
        }
      }
      catalogueOffset = (messages.at(-1)?.offset ?? catalogueOffset) + 1;
    }
    if (grew) matcher = createCatalogueMatcher([...catalogue.values()]);
  }

  function enrichDocument(message: BusMessage): Outcome<Draft[]> {
    const parsed = RawForm483.safeParse(message.value);
    if (!parsed.success) {
      return dlq(`invalid raw 483 record: ${describeZodIssues(parsed.error, '')}`);
    }
    const drafts = observationDrafts(parsed.data, matcher);
    return drafts.length === 0 ? dlq('no numbered observations found in the 483 text') : ok(drafts);
  }

  return {
    groupId: 'enrich.observations',
    stage: 'enrich',
    topics: [TOPICS.rawForm483],
    // One Form 483 is several observations to embed and classify (about 5 on the mirror): 50 of them
    // made a batch of 7 s, longer than a clean stop may take under load; 5 keep it near one second.
    maxBatchSize: 5,
    async handleBatch(messages): Promise<BatchResult> {
      await refreshCatalogue();
      const rejected: Rejected[] = [];
      const drafts: Draft[] = [];
      for (const message of messages) {
        const outcome = enrichDocument(message);
        if (outcome.kind === 'dlq') rejected.push({ message, reason: outcome.reason, ...(outcome.error ? { error: outcome.error } : {}) });
        else drafts.push(...outcome.value);
      }
      // Embedding failures are infrastructure faults: they throw, and the bus retries the batch.
      const vectors = await deps.embedder.embed(drafts.map((d) => d.embedText));
      const fetchedAt = deps.clock.now().toISOString();
      const enriched = drafts.map(({ embedText: _embedText, ...draft }, index) => {
        const embedding = { model: deps.embedder.modelId, dimensions: deps.embedder.dimensions, vector: encodeVector(vectors[index] ?? new Float32Array()) };
        // The hash covers meaning, not transport: fetch time and vector bytes are left out.
        const hash = contentHash({ ...draft, embedding_model: embedding.model });
        return { ...draft, fetched_at: fetchedAt, content_hash: hash, embedding } satisfies EnrichedObservation;
      });
      if (enriched.length > 0) {
        await deps.bus.publish(
          TOPICS.enrichedObservations,
          enriched.map((record) => ({ key: record.id, value: record })),
        );
      }
      return { processed: enriched.length, rejected };
    },
  };
}

/**
 * The observations of one 483 as this step publishes them (split, matched to the citation
 * catalogue, categorised, scored for severity), before embedding: pure, so the back-test builds
 * the same observations from the mirror without the bus.
 */
export function observationDrafts(doc: RawForm483, matcher: CatalogueMatcher): Draft[] {
  const { product_type, program_area } = productTypeOf(doc.establishment_type);
  return splitObservations(doc.observations_text).map((observation) => {
    const lead = observationLead(observation.text);
    const match = matcher.match(lead, { programArea: program_area });
    const cfr = match?.act_cfr_number ?? null;
    const categories = categoriseObservation({ text: observation.text, cfr, shortDescription: match?.short_description ?? null });
    const categoryNames = categories.map((c) => c.category);
    return {
      id: `${doc.inspection_id}-${observation.number}`,
      source: doc.source,
      schema_version: ENRICHED_OBSERVATION_SCHEMA_VERSION,
      observation_id: `${doc.inspection_id}-${observation.number}`,
      observation_number: observation.number,
      inspection_id: doc.inspection_id,
      fei_number: doc.fei_number,
      facility_name: doc.firm_name,
      city: doc.city,
      state: doc.state,
      country: doc.country,
      establishment_type: doc.establishment_type,
      inspection_start_date: doc.inspection_start_date,
      inspection_end_date: doc.inspection_end_date,
      fiscal_year: fiscalYearOf(doc.inspection_end_date),
      classification: null,
      product_type,
      program_area,
      act_cfr_number: cfr,
      cfr_section: cfr ? cfrSection(cfr) : null,
      short_description: match?.short_description ?? null,
      citation_match_score: match ? Math.round(match.score * 1000) / 1000 : null,
      observation_text: observation.text,
      categories: categoryNames,
      severity_score: severityScore({ cfr, categories: categoryNames, text: observation.text }),
      investigators: doc.investigators.map((i) => i.name),
      text_quality: doc.text_quality,
      source_url: doc.source_url,
      embedText: [match?.short_description, observation.text].filter(Boolean).join('. '),
    };
  });
}
