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
import { Retraction, isRetraction, retractionOf } from '../../infra/bus/payloads/retraction.ts';
import { OBSERVATION_RETRACTION_SCHEMA_VERSION, type ObservationRetraction } from '../records/observation-retraction.ts';

/** Version of the enriched observation body; bump when its shape or meaning changes. */
export const ENRICHED_OBSERVATION_SCHEMA_VERSION = 1;

export interface Form483ProcessorDeps {
  bus: EventBus;
  embedder: Embedder;
  clock: Clock;
  logger: Logger;
}

/** The observation ids each source's copy of one 483 holds. */
interface HeldCopies {
  fei: string;
  bySource: Map<string, Set<string>>;
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
 *
 * Retractions: it folds its own input, `raw.fda.form483`, into a table of which observation ids
 * each source's copy of a 483 holds. A retracted 483 (a tombstone on
 * `raw.fda.form483`) becomes one `ObservationRetraction` per observation that source's copy held;
 * a 483 re-published with fewer observations retracts the numbers its source no longer has. An id
 * another source's copy still holds (the OCR and the born-digital text of one 483) is left alone.
 * Upserts and retractions are published in the order of the messages they come from.
 */
export function createForm483Processor(deps: Form483ProcessorDeps): Processor {
  const catalogue = new Map<string, CatalogueEntry>();
  let catalogueOffset = 0;
  let matcher = createCatalogueMatcher([]);
  // Which observation ids each source's copy of each 483 holds, folded from this step's own input
  // (`raw.fda.form483`) up to the batch in hand: the same state after a restart, and one partition
  // holds every copy of a 483 (they share the FEI it is partitioned by).
  const held = new Map<string, HeldCopies>();
  const foldedTo = new Map<number, number>();

  /** Sets what `source`'s copy of a 483 holds; an empty set removes the copy. */
  function setCopy(inspectionId: string, fei: string | null, source: string, ids: ReadonlySet<string>): void {
    const copies = held.get(inspectionId) ?? (fei ? { fei, bySource: new Map<string, Set<string>>() } : null);
    if (!copies) return;
    if (ids.size === 0) copies.bySource.delete(source);
    else copies.bySource.set(source, new Set(ids));
    if (copies.bySource.size === 0) held.delete(inspectionId);
    else held.set(inspectionId, copies);
  }

  /** What one raw message does to the table: a copy with its observation ids, or a copy withdrawn. */
  function fold(value: unknown): void {
    if (isRetraction(value)) {
      const parsed = Retraction.safeParse(value);
      if (parsed.success) setCopy(parsed.data.id, null, parsed.data.source, new Set());
      return;
    }
    const parsed = RawForm483.safeParse(value);
    if (!parsed.success) return;
    const ids = new Set(splitObservations(parsed.data.observations_text).map((o) => `${parsed.data.inspection_id}-${o.number}`));
    // A copy with no numbered observation was dead-lettered and changed nothing downstream.
    if (ids.size > 0) setCopy(parsed.data.inspection_id, parsed.data.fei_number, parsed.data.source, ids);
  }

  /** Folds what came before `message` in its partition and is not in the table yet (after a start, a rebalance). */
  async function catchUp(message: BusMessage): Promise<void> {
    let offset = foldedTo.get(message.partition) ?? 0;
    while (offset < message.offset) {
      const earlier = await deps.bus.read(TOPICS.rawForm483, { partition: message.partition, fromOffset: offset, limit: Math.min(1000, message.offset - offset) });
      if (earlier.length === 0) break;
      for (const m of earlier) if (m.offset < message.offset) fold(m.value);
      offset = (earlier.at(-1)?.offset ?? offset) + 1;
    }
    foldedTo.set(message.partition, Math.max(offset, message.offset));
  }

  /**
   * Retractions for the observations `source`'s copy of a 483 held and `keep` does not name,
   * leaving ids another source's copy holds. The caller folds the message into the table after.
   */
  function retractionsFor(inspectionId: string, source: string, keep: ReadonlySet<string>, at: string): ObservationRetraction[] {
    const copies = held.get(inspectionId);
    const ids = copies?.bySource.get(source);
    if (!copies || !ids) return [];
    const elsewhere = new Set([...copies.bySource].filter(([other]) => other !== source).flatMap(([, otherIds]) => [...otherIds]));
    const gone = [...ids].filter((id) => !keep.has(id) && !elsewhere.has(id)).sort();
    const wholeDocument = keep.size === 0 && elsewhere.size === 0;
    return gone.map((id) => ({
      ...retractionOf({ id, source, at, schemaVersion: OBSERVATION_RETRACTION_SCHEMA_VERSION, routing: { fei_number: copies.fei } }),
      fei_number: copies.fei,
      observation_id: id,
      inspection_id: inspectionId,
      whole_document: wholeDocument,
    }));
  }

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

  /** Enriches one batch: upserts and retractions, published in message order. */
  async function handle(messages: BusMessage[]): Promise<BatchResult> {
    const rejected: Rejected[] = [];
    const drafts: Draft[] = [];
    // Upserts (by index into `drafts`) and retractions, in the order of the messages they come from.
    const order: Array<{ draft: number } | { retraction: ObservationRetraction }> = [];
    const at = deps.clock.now().toISOString();
    for (const message of messages) {
      if (isRetraction(message.value)) {
        const parsed = Retraction.safeParse(message.value);
        if (!parsed.success) {
          rejected.push({ message, reason: `invalid retraction: ${describeZodIssues(parsed.error, '')}` });
          continue;
        }
        for (const retraction of retractionsFor(parsed.data.id, parsed.data.source, new Set(), at)) order.push({ retraction });
        fold(message.value);
        continue;
      }
      const outcome = enrichDocument(message);
      if (outcome.kind === 'dlq') {
        rejected.push({ message, reason: outcome.reason, ...(outcome.error ? { error: outcome.error } : {}) });
        continue;
      }
      const first = outcome.value[0];
      if (first) {
        // A newer copy from the same source with fewer observations withdraws the extra ones.
        const keep = new Set(outcome.value.map((d) => d.observation_id));
        for (const retraction of retractionsFor(first.inspection_id, first.source, keep, at)) order.push({ retraction });
        fold(message.value);
      }
      for (const draft of outcome.value) order.push({ draft: drafts.push(draft) - 1 });
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
    const out = order.flatMap((entry) => {
      const value = 'draft' in entry ? enriched[entry.draft] : entry.retraction;
      return value ? [{ key: value.id, value }] : [];
    });
    if (out.length > 0) await deps.bus.publish(TOPICS.enrichedObservations, out);
    return { processed: out.length, rejected };
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
      const first = messages[0];
      if (first) await catchUp(first);
      try {
        const result = await handle(messages);
        const last = messages.at(-1);
        if (last) foldedTo.set(last.partition, last.offset + 1);
        return result;
      } catch (error) {
        // The table already holds this batch's outcome; the bus retries the batch, so forget the
        // table and fold it again from the log, or the retry would find nothing left to retract.
        held.clear();
        foldedTo.clear();
        throw error;
      }
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
