import { z } from 'zod';
import { MessageEnvelope } from '../topics.ts';

/*
 * Body of `raw.rules.documents`. It lives on the bus side so that both its producers (the
 * rule-document connectors: FDA guidance, EU MDCG, EMA medicines) and its consumer (the
 * rule-document enrichment step) read one schema; the connectors re-export it from
 * `ingest/sources/rule-documents/record.ts` and extend it with their source's own fields.
 *
 * The record every rule-document connector publishes: one record per document (guidance, MDCG
 * document, EPAR entry) carrying all of its retrieval chunks, so that a changed document replaces
 * all of its chunks at once downstream.
 */

/**
 * Source ids of the spec. EU MDCG documents have no id of their own in the spec: they use `ema`
 * and say who really published them in `publisher` ('European Commission MDCG').
 */
export const RULE_SOURCE_IDS = ['fda', 'ich', 'ema', 'who', 'cdisc', 'fda-oncology'] as const;
export type RuleSourceId = (typeof RULE_SOURCE_IDS)[number];

/** A non-blank string without surrounding whitespace (no transforms: the body yielded is the body validated). */
export const Text = z.string().refine((value) => value.length > 0 && value.trim() === value, 'must be a non-empty string without surrounding whitespace');
const IsoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM');

/** One retrieval chunk: a few hundred words that never cross a top-level section of the document. */
export const RuleDocumentChunk = z
  .object({
    /** Position of the chunk in the whole document (parts of a split document continue the count). */
    chunk_index: z.number().int().nonnegative(),
    /** The headings above the chunk, outermost first; [] for a preamble before any heading. */
    heading_path: z.array(Text),
    text: Text,
    word_count: z.number().int().positive(),
  })
  .strict();
export type RuleDocumentChunk = z.infer<typeof RuleDocumentChunk>;

/** Fields every rule document has; connectors `.extend()` it with their source's own fields. */
export const RuleDocumentRecord = z
  .object({
    source_id: z.enum(RULE_SOURCE_IDS).describe('The spec source id (rule search filters on it); the envelope source names the connector.'),
    publisher: Text,
    /** 'guidance', 'draft guidance', 'MDCG guidance', 'EPAR', ... */
    document_type: Text,
    /** The publisher's reference: FDA docket, MDCG number, EMA product number; null when none. */
    reference: Text.nullable(),
    title: Text,
    /** ISO date the document (or its current revision) was issued, when the day is known. */
    issue_date: z.iso.date().nullable(),
    /** `YYYY-MM` of the issue: set whenever the month is known, also when the day is not. */
    issue_month: IsoMonth.nullable(),
    effective_date: z.iso.date().nullable(),
    /** When the publisher last changed the document or its listing entry. */
    updated_date: z.iso.date().nullable(),
    /** 'draft' or 'final' when the publisher says so; null when the notion does not apply. */
    status: z.enum(['draft', 'final']).nullable(),
    therapeutic_area: z.array(Text).min(1).nullable(),
    url: z.url().nullable(),
    /** File the text was read from (mirror path inside the dataset, or the downloaded file's name). */
    source_file: Text.nullable(),
    /** Set only when an oversized document was split into several records. */
    part: z.object({ index: z.number().int().positive(), count: z.number().int().positive() }).strict().nullable(),
    chunks: z.array(RuleDocumentChunk).min(1, 'a document needs at least one chunk of text'),
  })
  .strict();
export type RuleDocumentRecord = z.infer<typeof RuleDocumentRecord>;

/**
 * A `raw.rules.documents` message as enrichment reads it: the envelope plus the shared document
 * fields. Loose, because each connector adds its own fields (docket, centers, topic, ...) that
 * enrichment does not use and must not reject a record for; the per-source schemas stay strict.
 */
export const RawRuleDocument = MessageEnvelope.extend(RuleDocumentRecord.shape).loose();
export type RawRuleDocument = z.infer<typeof RawRuleDocument>;
