import type { Clock } from '../../infra/clock.ts';
import type { BusMessage, EventBus } from '../../infra/bus/event-bus.port.ts';
import { RawRuleDocument } from '../../infra/bus/payloads/raw-rule-documents.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import { encodeVector } from '../../infra/embedding/embedder.port.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import type { EnrichedRuleChunk } from '../records/enriched-rules-documents.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';
import { Retraction, isRetraction, retractionOf } from '../../infra/bus/payloads/retraction.ts';
import type { RuleDocumentRetraction } from '../records/rule-document-retraction.ts';

/** Version of the enriched rule-chunk body; bump when its shape or meaning changes. */
export const ENRICHED_RULE_CHUNK_SCHEMA_VERSION = 1;

/**
 * Characters of a chunk's embedding text: about the first 128 tokens of title, headings and
 * passage (640 characters are 130 tokens at the median over the mirror's 16,690 passages, 160 at
 * the 90th percentile). The lexical side of the ranking still reads the whole passage; only the
 * vector stops here. Cutting the text, not the tokenizer, keeps the cache key to what the model reads.
 *
 * Why: embedding every passage is what sets the time from `npm start` to fully queryable (issue
 * 16: 10 minutes). The model's cost is linear in tokens, and the mirror's passages are long (median
 * 310 tokens: at the former 1,600 characters, 78 % were cut at the model's 256 anyway), so the
 * embedded tokens are the lever: 3.97 M at 1,600 characters, 2.22 M at 640.
 *
 * Measured 2026-12-06 on the rules judged set (3,628 passages, `build-judged-corpus.ts` and
 * `evaluate-rules.ts`, 56 queries): 1,600 characters built in 172 s, nDCG@10 0.927 (paraphrases
 * 0.881, recall@10 0.991); 640 in 90 s, nDCG 0.920 (paraphrases 0.858, recall 0.982); 560 in 79 s,
 * 0.921 but paraphrase recall down to BM25's 0.925. BM25 over whole documents: 0.881. Earlier
 * token caps agreed (2026-11-27: 256 tokens 0.928, 128 tokens 0.921, 64 tokens 0.914).
 */
export const EMBED_TEXT_MAX_CHARS = 640;

/**
 * Texts per embedder call, and so per publish: a long guidance document is several slices, and the
 * processor gives up between them when the pipeline stops. Every slice of a batch is handed to the
 * embedder at once (see `handleBatch`), so a stop waits for the tasks already in the workers, not
 * for the slices behind them: the embedder's `close` refuses those.
 */
const EMBED_SLICE = 16;

/**
 * Documents per batch: about 40 passages at the mirror's mean of 5.3 a document.
 *
 * Why not fewer: the embedding workers are fed from this process's event loop, which the other
 * steps keep busy. With 2 documents a batch (about 10 passages), each batch ended with the workers
 * idle until the loop came round to commit it, poll the next and hand it in; on a fresh `npm start`
 * over the mirror the workers then ran at 0.06–0.24 of a core each for the first seven minutes
 * (2026-12-07; 0.2–0.5 from 180 s with this and the pool's tasks of several texts). A stop still gives up
 * between slices, so a larger batch does not lengthen it.
 */
const DOCUMENTS_PER_BATCH = 8;

/** A chunk record before embedding, with the text to embed. */
type Draft = Omit<EnrichedRuleChunk, 'embedding' | 'content_hash' | 'fetched_at'> & { embedText: string };


/**
 * The text a chunk is embedded from: the document title and the headings above the chunk give
 * the chunk its topic (a paragraph of "Investigations" reads very differently under a sterile
 * drug guidance than under a clinical one), then the chunk itself. A heading repeating the title
 * (markdown conversions often open with the title as H1) is left out so it does not weigh twice.
 */
export function ruleChunkEmbedText(title: string, headingPath: readonly string[], text: string): string {
  const key = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
  const headings = headingPath.filter((heading) => key(heading) !== key(title));
  const head = headings.length > 0 ? `${title} — ${headings.join(' › ')}` : title;
  return `${head}\n${text}`.slice(0, EMBED_TEXT_MAX_CHARS);
}

/** A split document's part id `<id>#partN` names the document `<id>`. */
export function ruleDocumentId(recordId: string): string {
  return recordId.replace(/#part\d+$/, '');
}

/**
 * Enriches ingested rule documents (`raw.rules.documents`) into searchable chunks: every chunk of
 * a document becomes one `enriched.rules` record carrying the document's listing fields and an
 * embedding of title + headings + text, keyed `<document id>#<chunk index>` so a re-ingested
 * document overwrites its chunks in place. A record failing the shared rule-document schema is
 * rejected with its reason; embedding failures throw (infrastructure), and the bus retries.
 *
 * A retracted document (a tombstone of its id, or of its first part `#part1`: every part of a
 * withdrawn document vanishes together) becomes a `RuleDocumentRetraction`. A tombstone of a later
 * part alone means the document got shorter: its re-published parts carry the new chunk count, and
 * the sink drops the chunks beyond it, so that tombstone publishes nothing.
 */
export function createRuleDocumentsProcessor(deps: { bus: Pick<EventBus, 'publish'>; embedder: Embedder; clock: Clock }): Processor {
  return {
    groupId: 'enrich.rules.documents',
    stage: 'enrich.rules.documents',
    topics: [TOPICS.rawRuleDocuments],
    maxBatchSize: DOCUMENTS_PER_BATCH,
    async handleBatch(messages: BusMessage[], signal?: AbortSignal): Promise<BatchResult> {
      const rejected: Rejected[] = [];
      const drafts: Draft[] = [];
      const retractions = new Map<string, RuleDocumentRetraction>();
      for (const message of messages) {
        if (isRetraction(message.value)) {
          const tombstone = Retraction.safeParse(message.value);
          if (!tombstone.success) rejected.push({ message, reason: `invalid retraction: ${describeZodIssues(tombstone.error)}` });
          else if (!/#part(?!1$)\d+$/.test(tombstone.data.id)) {
            const ruleId = ruleDocumentId(tombstone.data.id);
            const at = deps.clock.now().toISOString();
            retractions.set(ruleId, { ...retractionOf({ id: ruleId, source: tombstone.data.source, at, schemaVersion: ENRICHED_RULE_CHUNK_SCHEMA_VERSION }), rule_id: ruleId });
          }
          continue;
        }
        const parsed = RawRuleDocument.safeParse(message.value);
        if (!parsed.success) rejected.push({ message, reason: `invalid rule document: ${describeZodIssues(parsed.error)}` });
        else {
          // Published again after its tombstone in the same batch: the document is back.
          retractions.delete(ruleDocumentId(parsed.data.id));
          drafts.push(...ruleChunkDrafts(parsed.data));
        }
      }
      let processed = 0;
      const slices: Draft[][] = [];
      for (let start = 0; start < drafts.length; start += EMBED_SLICE) slices.push(drafts.slice(start, start + EMBED_SLICE));
      // All at once, so the embedder's queue keeps its workers busy while this thread publishes or
      // serves the other steps; the slices are published in order as their vectors come back.
      const embedded = slices.map((slice) => ({ slice, vectors: deps.embedder.embed(slice.map((draft) => draft.embedText)) }));
      // A slice left behind by a stop (or by an earlier slice's failure) may still fail: not unhandled.
      for (const { vectors } of embedded) vectors.catch(() => undefined);
      for (const { slice, vectors: pending } of embedded) {
        // Stopping: the chunks published so far are upserted again, unchanged, after the restart.
        signal?.throwIfAborted();
        const vectors = await pending;
        if (vectors.length !== slice.length) throw new Error(`embedder returned ${vectors.length} vectors for ${slice.length} texts`);
        const fetchedAt = deps.clock.now().toISOString();
        const records = slice.map(({ embedText: _embedText, ...draft }, index) => {
          const embedding = { model: deps.embedder.modelId, dimensions: deps.embedder.dimensions, vector: encodeVector(vectors[index] ?? new Float32Array()) };
          // The hash covers meaning, not transport: fetch time and vector bytes are left out.
          const hash = contentHash({ ...draft, embedding_model: embedding.model });
          return { ...draft, fetched_at: fetchedAt, content_hash: hash, embedding } satisfies EnrichedRuleChunk;
        });
        await deps.bus.publish(
          TOPICS.enrichedRules,
          records.map((record) => ({ key: record.id, value: record })),
        );
        processed += records.length;
      }
      // After the chunks: a batch holding a document and then its tombstone ends with it retracted.
      if (retractions.size > 0) {
        await deps.bus.publish(TOPICS.enrichedRules, [...retractions.values()].map((r) => ({ key: r.rule_id, value: r })));
        processed += retractions.size;
      }
      return { processed, rejected };
    },
  };
}

/** The chunk records of one document (or part), before embedding: pure. */
export function ruleChunkDrafts(doc: RawRuleDocument): Draft[] {
  const ruleId = ruleDocumentId(doc.id);
  // Only a whole document, or its last part, knows how many chunks the document has.
  const lastIndex = Math.max(...doc.chunks.map((chunk) => chunk.chunk_index));
  const chunkCount = doc.part === null || doc.part.index === doc.part.count ? lastIndex + 1 : null;
  return doc.chunks.map((chunk) => ({
    id: `${ruleId}#${chunk.chunk_index}`,
    source: doc.source,
    schema_version: ENRICHED_RULE_CHUNK_SCHEMA_VERSION,
    rule_id: ruleId,
    source_id: doc.source_id,
    publisher: doc.publisher,
    title: doc.title,
    document_type: doc.document_type,
    reference: doc.reference,
    issue_date: doc.issue_date,
    issue_month: doc.issue_month,
    effective_date: doc.effective_date,
    updated_date: doc.updated_date,
    status: doc.status,
    therapeutic_area: doc.therapeutic_area,
    url: doc.url,
    chunk_index: chunk.chunk_index,
    chunk_count: chunkCount,
    heading_path: chunk.heading_path,
    text: chunk.text,
    word_count: chunk.word_count,
    embedText: ruleChunkEmbedText(doc.title, chunk.heading_path, chunk.text),
  }));
}
