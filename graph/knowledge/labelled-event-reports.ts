import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EVENT_TAXONOMY } from './event-taxonomy.ts';
import { UNKNOWN_EVENT_TYPE } from './event-taxonomy.schema.ts';

/**
 * Labelled event reports: realistic quality-event texts (483 findings, deviation and CAPA entries,
 * complaint notes, shop-floor notes, typos and abbreviations included), each labelled with the
 * taxonomy type it reports, or `unknown` when it reports none. Two sets by two authors, written
 * independently (see labelled-event-reports/README.md). The classifier uses them twice: the typed
 * reports are prototypes of their type (how events are actually worded), and both sets are what its
 * calibration is fitted on, leaving each report out of its own prototypes. The held-out
 * evaluation set (test/classifier/event-reports.eval.jsonl) is a third author's and is never used.
 */
export const LabelledEventReport = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  product_type: z.string().optional(),
  label: z.string().min(1).describe('A taxonomy id, or "unknown"'),
  also_acceptable: z.array(z.string()).optional().describe('Other types a reviewer would accept'),
  note: z.string().optional(),
});
export type LabelledEventReport = z.infer<typeof LabelledEventReport>;

const typeIds = new Set([...EVENT_TAXONOMY.event_types.map((type) => type.id), UNKNOWN_EVENT_TYPE]);

/** Reads a labelled JSONL file; a malformed line or an unknown label is an error naming the line. */
export function readLabelledEventReports(path: string): LabelledEventReport[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      const parsed = LabelledEventReport.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${number}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
      const unknownIds = [parsed.data.label, ...(parsed.data.also_acceptable ?? [])].filter((id) => !typeIds.has(id));
      if (unknownIds.length > 0) throw new Error(`${path}:${number}: not a taxonomy id: ${unknownIds.join(', ')}`);
      return parsed.data;
    });
}

/** The two labelled sets shipped with the taxonomy. */
export const LABELLED_REPORT_FILES = ['set-a.jsonl', 'set-b.jsonl'].map((name) => fileURLToPath(new URL(`./labelled-event-reports/${name}`, import.meta.url)));

export const LABELLED_EVENT_REPORTS: readonly LabelledEventReport[] = LABELLED_REPORT_FILES.flatMap(readLabelledEventReports);
