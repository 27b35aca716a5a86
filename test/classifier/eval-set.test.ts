import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import { ProductType, UNKNOWN_EVENT_TYPE } from '../../graph/knowledge/event-taxonomy.schema.ts';

/**
 * Shape checks for the held-out classifier evaluation set. They guard the set itself (every label
 * scoreable, every type represented, no hidden duplicates) and never look at the classifier, so
 * the set stays independent of the method it measures (see event-reports.eval.md).
 */

const evalFile = new URL('./event-reports.eval.jsonl', import.meta.url);

const taxonomyIds = new Set(EVENT_TAXONOMY.event_types.map((type) => type.id));
const labelIds = new Set<string>([...taxonomyIds, UNKNOWN_EVENT_TYPE]);

const EvalEntry = z.strictObject({
  id: z.string().regex(/^EV-\d{3}$/),
  text: z.string().min(20),
  product_type: ProductType.optional(),
  label: z.string().refine((label) => labelIds.has(label), 'label must be a taxonomy id or unknown'),
  also_acceptable: z
    .array(z.string().refine((id) => taxonomyIds.has(id), 'also_acceptable must hold taxonomy ids'))
    .min(1)
    .optional(),
  note: z.string().min(5).optional(),
});
type EvalEntry = z.infer<typeof EvalEntry>;

const lines = readFileSync(evalFile, 'utf8').split('\n').filter((line) => line.trim() !== '');

function parseAll(): EvalEntry[] {
  return lines.map((line, index) => {
    const parsed = EvalEntry.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`line ${index + 1}: ${parsed.error.message}`);
    return parsed.data;
  });
}

describe('classifier evaluation set (event-reports.eval.jsonl)', () => {
  const entries = parseAll();

  it('has every line parse as one entry of the documented shape', () => {
    expect(entries).toHaveLength(lines.length);
  });

  it('holds at least 190 entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(190);
  });

  it('has unique ids and unique texts', () => {
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const normalised = entries.map((entry) => entry.text.trim().toLowerCase().replace(/\s+/g, ' '));
    expect(new Set(normalised).size).toBe(entries.length);
  });

  it('labels each of the 39 taxonomy types at least 3 times', () => {
    // 39 is the count of types in taxonomy v3.0; a change there must be a conscious change here.
    expect(taxonomyIds.size).toBe(39);
    const counts = new Map<string, number>();
    for (const entry of entries) counts.set(entry.label, (counts.get(entry.label) ?? 0) + 1);
    const thin = [...taxonomyIds].filter((id) => (counts.get(id) ?? 0) < 3);
    expect(thin).toEqual([]);
  });

  it('has at least 25 entries labelled unknown', () => {
    expect(entries.filter((entry) => entry.label === UNKNOWN_EVENT_TYPE).length).toBeGreaterThanOrEqual(25);
  });

  it('never lists the label itself, a duplicate or an alternative for unknown in also_acceptable', () => {
    for (const entry of entries) {
      const also = entry.also_acceptable ?? [];
      expect(also, entry.id).not.toContain(entry.label);
      expect(new Set(also).size, entry.id).toBe(also.length);
      // An unknown text fits no type by definition, so no type can be an acceptable answer for it.
      if (entry.label === UNKNOWN_EVENT_TYPE) expect(also, entry.id).toEqual([]);
    }
  });

  it('keeps also_acceptable for genuine overlaps only, on a minority of entries', () => {
    const withAlso = entries.filter((entry) => entry.also_acceptable !== undefined).length;
    expect(withAlso / entries.length).toBeLessThan(0.25);
  });

  it('gives a product type on roughly half of the entries', () => {
    const withType = entries.filter((entry) => entry.product_type !== undefined).length / entries.length;
    expect(withType).toBeGreaterThan(0.35);
    expect(withType).toBeLessThan(0.65);
  });

  it('is not ordered by label: no two neighbouring entries share one', () => {
    const repeats = entries.slice(1).filter((entry, index) => entry.label === entries[index]?.label);
    expect(repeats.map((entry) => entry.id)).toEqual([]);
  });
});
