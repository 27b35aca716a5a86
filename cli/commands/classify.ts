import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { ClassificationOutcome, EventClassificationResult } from '../../enrich/domain/event-classifier.ts';
import { createEventClassifier, type ClassificationRequest, type EventClassifier } from '../../enrich/event-classification.ts';
import type { Embedder } from '../../infra/embedding/embedder.port.ts';

export interface ClassifyCommandOptions {
  /** The event text (the positional arguments after `classify`, joined). */
  text: string | undefined;
  productType: string | undefined;
  json: boolean;
  /** A JSONL file of `{ "text", "product_type"? }` lines to classify as a batch. */
  jsonl: string | undefined;
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

const USAGE = `Usage:
  regintel classify "<event text>" [--product-type drug|food|device|api] [--json]
  regintel classify --jsonl FILE     one { "text", "product_type"? } per line in, one JSON result per line out`;

/** One line of a `--jsonl` batch; other fields (an `id`, a `label`) are allowed and `id` is echoed. */
export const ClassifyLine = z.object({
  text: z.string().trim().min(1, 'text must be a non-empty string'),
  product_type: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
});

/** Lines classified per embedding call: bounds memory on large files while keeping batches. */
const BATCH_LINES = 256;

/**
 * `regintel classify`: one event (human-readable, or `--json` for the result object), or a JSONL
 * batch with the model loaded once. A malformed batch line yields `{"line":N,"error":"..."}` in its
 * place and the run goes on; only an unreadable file fails the run.
 */
export async function classifyCommand(deps: { classifierEmbedder: Embedder }, options: ClassifyCommandOptions): Promise<number> {
  const { out, err } = options;
  const text = options.text?.trim() ?? '';
  if (options.jsonl !== undefined && text !== '') {
    err.write(`Give an event text or --jsonl FILE, not both.\n${USAGE}\n`);
    return 2;
  }
  const classifier = createEventClassifier({ embedder: deps.classifierEmbedder });
  if (options.jsonl !== undefined) return classifyFile(classifier, options.jsonl, options.productType, out, err);
  if (text === '') {
    err.write(`regintel classify needs an event text.\n${USAGE}\n`);
    return 2;
  }
  const outcome = await classifier.classify(text, options.productType ?? null);
  if (!outcome.ok) {
    if (options.json) out.write(`${JSON.stringify({ error: outcome.error.message, field: outcome.error.field })}\n`);
    else err.write(`${outcome.error.message}\n`);
    return 2;
  }
  out.write(options.json ? `${JSON.stringify(outcome.result, null, 2)}\n` : `${formatClassification(outcome.result)}\n`);
  return 0;
}

/**
 * Classifies a JSONL file in input order. Blank lines are skipped (they carry no event); `line` in
 * each output is the 1-based line number in the file, so outputs join back to inputs. A
 * `--product-type` given on the command line applies to lines that name none.
 */
async function classifyFile(classifier: EventClassifier, file: string, defaultProductType: string | undefined, out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    err.write(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const lines = content
    .split('\n')
    .map((raw, index) => ({ raw: raw.trim(), line: index + 1 }))
    .filter((entry) => entry.raw !== '');
  for (let start = 0; start < lines.length; start += BATCH_LINES) {
    const chunk = lines.slice(start, start + BATCH_LINES).map(({ raw, line }) => parseLine(raw, line, defaultProductType));
    const valid = chunk.flatMap((entry) => ('request' in entry ? [entry] : []));
    const outcomes = await classifier.classifyMany(valid.map((entry) => entry.request));
    const byLine = new Map(valid.map((entry, index) => [entry.line, outcomes[index]!]));
    for (const entry of chunk) {
      const result = 'error' in entry ? { line: entry.line, error: entry.error } : lineResult(entry, byLine.get(entry.line)!);
      out.write(`${JSON.stringify(result)}\n`);
    }
  }
  return 0;
}

type ParsedLine = { line: number; id?: string | number; request: ClassificationRequest } | { line: number; error: string };

function parseLine(raw: string, line: number, defaultProductType: string | undefined): ParsedLine {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { line, error: 'not valid JSON' };
  }
  const parsed = ClassifyLine.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { line, error: issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message };
  }
  const productType = parsed.data.product_type ?? defaultProductType;
  return {
    line,
    ...(parsed.data.id === undefined ? {} : { id: parsed.data.id }),
    request: { text: parsed.data.text, ...(productType === undefined ? {} : { product_type: productType }) },
  };
}

function lineResult(entry: { line: number; id?: string | number }, outcome: ClassificationOutcome): Record<string, unknown> {
  const head = { line: entry.line, ...(entry.id === undefined ? {} : { id: entry.id }) };
  return outcome.ok ? { ...head, ...outcome.result } : { ...head, error: outcome.error.message };
}

const fixed = (value: number) => value.toFixed(3);

/** The result for a person: type, confidence and band, category, severity, secondaries, terms, CFR. */
export function formatClassification(result: EventClassificationResult): string {
  const { classification: c, evidence } = result;
  const productLine =
    result.product_type_source === 'inferred'
      ? `${result.product_type} (inferred from: ${evidence.product_type_terms.join(', ')})`
      : `${result.product_type} (${result.product_type_source === 'given' ? 'given' : 'default: no product keyword in the text'})`;
  const lines =
    c.event_type === 'unknown'
      ? [
          `Event type:     unknown (best confidence ${fixed(c.confidence)} is below 0.60; manual review suggested)`,
          `Nearest types:  ${evidence.candidates.slice(0, 3).map((candidate) => `${candidate.event_type} ${fixed(candidate.probability)}`).join(', ')}`,
          `Product type:   ${productLine}`,
        ]
      : [
          `Event type:     ${c.event_type}`,
          `Confidence:     ${fixed(c.confidence)} (${c.confidence_band}${c.confidence_band === 'medium' ? ', lower confidence' : ''})`,
          `Category:       ${c.category}`,
          `Severity:       ${c.severity ?? 'n/a'}`,
          `Product type:   ${productLine}`,
          `Secondary:      ${result.secondary.length === 0 ? 'none' : result.secondary.map((s) => `${s.event_type} ${fixed(s.confidence)} (${s.confidence_band})`).join(', ')}`,
          `Matched terms:  ${evidence.matched_terms.length === 0 ? 'none (embedding similarity only)' : evidence.matched_terms.map((m) => (m.kind === 'keyword' ? m.term : `${m.term} (${m.kind}${m.text.toLowerCase() === m.term.toLowerCase() ? '' : `: "${m.text}"`})`)).join(', ')}`,
          `CFR sections:   ${result.applicable_regulations.length === 0 ? `none mapped for ${result.product_type}` : result.applicable_regulations.map((r) => `${r.cfr_section} (${r.relevance})`).join(', ')}`,
        ];
  return [...lines, `Method:         ${evidence.method}, ${evidence.embedding_model}, taxonomy ${evidence.taxonomy_version}`].join('\n');
}
