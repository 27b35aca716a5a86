import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import { ProductType, UNKNOWN_EVENT_TYPE } from '../../graph/knowledge/event-taxonomy.schema.ts';
import { LABELLED_EVENT_REPORTS } from '../../graph/knowledge/labelled-event-reports.ts';

/**
 * Shape checks for the second held-out set (operator-reports.eval.jsonl, issue 15). Like
 * eval-set.test.ts they guard the set, never the classifier: every label and CFR section
 * scoreable, every product class represented, and no report shared with what the classifier is
 * built from (the labelled sets are its prototypes and its calibration data).
 */

const file = new URL('./operator-reports.eval.jsonl', import.meta.url);
const taxonomyIds = new Set(EVENT_TAXONOMY.event_types.map((type) => type.id));

const Entry = z.strictObject({
  id: z.string().regex(/^OP-\d{3}$/),
  text: z.string().min(20),
  product_type: ProductType,
  label: z.string().refine((label) => taxonomyIds.has(label) || label === UNKNOWN_EVENT_TYPE, 'label must be a taxonomy id or unknown'),
  also_acceptable: z.array(z.string().refine((id) => taxonomyIds.has(id), 'also_acceptable must hold taxonomy ids')).min(1).optional(),
  cfr: z.array(z.string().regex(/^21 CFR \d{1,4}\.\d{1,4}( \(QSR\))?$/)),
  note: z.string().min(5).optional(),
});

const entries = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line, index) => {
    const parsed = Entry.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`line ${index + 1}: ${parsed.error.message}`);
    return parsed.data;
  });

describe('operator-reports.eval.jsonl (second held-out set)', () => {
  it('holds at least 60 reports with unique ids and texts', () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.text.toLowerCase())).size).toBe(entries.length);
  });

  it('covers drug, food, device, api and supplement reports, and genuinely unclassifiable ones', () => {
    const typed = entries.filter((entry) => entry.label !== UNKNOWN_EVENT_TYPE);
    for (const productType of ['drug', 'food', 'device', 'api', 'supplement']) expect(typed.some((entry) => entry.product_type === productType), productType).toBe(true);
    expect(entries.filter((entry) => entry.label === UNKNOWN_EVENT_TYPE).length).toBeGreaterThanOrEqual(10);
    // Biologics are drugs under Parts 210/211 and 600–680; the set marks them in the note.
    expect(entries.filter((entry) => entry.note === 'biologic').length).toBeGreaterThanOrEqual(3);
  });

  it('gives acceptable CFR sections for every typed report that is not an API (APIs have no binding Title 21 part)', () => {
    for (const entry of entries) {
      if (entry.label === UNKNOWN_EVENT_TYPE) expect(entry.cfr, entry.id).toEqual([]);
    }
    const scoreable = entries.filter((entry) => entry.label !== UNKNOWN_EVENT_TYPE && entry.product_type !== 'api');
    expect(scoreable.filter((entry) => entry.cfr.length > 0).length).toBeGreaterThanOrEqual(scoreable.length - 2);
  });

  it('shares no report with the labelled sets the classifier is built and calibrated from', () => {
    const training = new Set(LABELLED_EVENT_REPORTS.map((report) => report.text.toLowerCase()));
    expect(entries.filter((entry) => training.has(entry.text.toLowerCase())).map((entry) => entry.id)).toEqual([]);
  });
});
