import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock.ts';
import type { SourceItem } from '../../ingest/connector.ts';
import { ecfrTitle21Connector } from '../../ingest/sources/ecfr-title21/connector.ts';
import { ichGuidelinesConnector } from '../../ingest/sources/ich-guidelines/connector.ts';
import { collect } from '../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, sharedDir, warnIfMissing } from '../../test/fixtures/shared.ts';
import { EVENT_TAXONOMY, cfrSectionsFor, resolveEventTypeId } from './event-taxonomy.ts';
import { EventTaxonomy, regimeMixes } from './event-taxonomy.schema.ts';
import { REFERENCE_SECTIONS } from './reference-sections.ts';

const specFile = join(sharedDir, 'spec', '3-knowledge-graph.md');
const hasSpec = existsSync(specFile);
warnIfMissing(hasSharedData, 'the citation checks against the eCFR and ICH mirrors');
warnIfMissing(hasSpec, 'the comparison with the spec taxonomy table');

/** The "Event taxonomy" table of document 3: category → ids, plus the line of other ids. */
function readSpecTaxonomy(): { table: Map<string, string[]>; otherIds: string[] } {
  const text = readFileSync(specFile, 'utf8');
  const section = text.slice(text.indexOf('### Event taxonomy'));
  const lines = section.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| Category |'));
  const table = new Map<string, string[]>();
  // Rows run from after the header's separator line to the first line that is not a table row.
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').map((cell) => cell.trim());
    table.set(cells[1] ?? '', (cells[2] ?? '').split(',').map((id) => id.trim()));
  }
  const otherLine = section.split('\n').find((line) => line.startsWith('Other ids used in responses:')) ?? '';
  const otherIds = [...otherLine.split('.')[0]!.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!);
  return { table, otherIds };
}

const allCfrCitations = () =>
  EVENT_TAXONOMY.event_types.flatMap((type) =>
    Object.entries(type.cfr_sections).flatMap(([productType, citations]) =>
      (citations ?? []).map((citation) => ({ type: type.id, productType, ...citation })),
    ),
  );
const allIchReferences = () =>
  EVENT_TAXONOMY.event_types.flatMap((type) => type.ich_references.map((reference) => ({ type: type.id, ...reference })));

/** Parts whose text is in the eCFR mirror: 211, 610 and the device parts 800–830. */
const isMirroredCfr = (section: string) => {
  const part = Number(/^21 CFR (\d+)\./.exec(section)?.[1]);
  return part === 211 || part === 610 || (part >= 800 && part <= 830);
};
/** Guidelines whose text is in the ICH mirror with the numbering the taxonomy uses (Q7 since ich_q7_q9r1). */
const isMirroredIch = (section: string) => /^ICH (?:Q7|Q10|Q9|E6\(R3\)) /.test(section);

const okBodies = (items: SourceItem[]) => {
  const bodies = new Map<string, Record<string, unknown>>();
  for (const item of items) if (item.ok) bodies.set(item.id, item.body as Record<string, unknown>);
  return bodies;
};

describe('event taxonomy v3.0 data', () => {
  it('validates against its schema and carries taxonomy_version v3.0', () => {
    const parsed = EventTaxonomy.safeParse(EVENT_TAXONOMY);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(EVENT_TAXONOMY.taxonomy_version).toBe('v3.0');
    expect(EVENT_TAXONOMY.event_types).toHaveLength(39);
  });

  it('rejects a taxonomy with a duplicate id or an alias to a missing type', () => {
    const first = EVENT_TAXONOMY.event_types[0]!;
    const duplicated = { ...EVENT_TAXONOMY, event_types: [first, ...EVENT_TAXONOMY.event_types.slice(0, 38)] };
    expect(EventTaxonomy.safeParse(duplicated).success).toBe(false);
    const badAlias = { ...EVENT_TAXONOMY, aliases: [{ alias: 'spill', canonical: 'no_such_type', rationale: 'a deliberately broken alias' }] };
    expect(EventTaxonomy.safeParse(badAlias).success).toBe(false);
  });

  it('cites no E6(R3) section: every type is a manufacturing event, and E6(R3) is the clinical-research regime', () => {
    const clinical = allIchReferences().filter((reference) => reference.section.startsWith('ICH E6(R3)'));
    expect(clinical).toEqual([]);
  });

  it('refuses a regime mix: a GCP guideline on a type citing GMP sections directly, or Q7 on a GCP-only type', () => {
    const dataIntegrity = EVENT_TAXONOMY.event_types.find((type) => type.id === 'data_integrity_failure')!;
    const mixed = { ...dataIntegrity, ich_references: [...dataIntegrity.ich_references, { section: 'ICH E6(R3) 4.2.2', relevance: 'direct' as const }] };
    const parsed = EventTaxonomy.safeParse({ ...EVENT_TAXONOMY, event_types: EVENT_TAXONOMY.event_types.map((type) => (type.id === mixed.id ? mixed : type)) });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('data_integrity_failure: ICH E6(R3) 4.2.2 is not a GMP-regime guideline');
    const clinicalOnly = { ...dataIntegrity, id: 'consent_form_missing', cfr_sections: { drug: [{ section: '21 CFR 50.27', relevance: 'direct' as const }], food: [], device: [], api: [] }, ich_references: [{ section: 'ICH Q7 6.1', relevance: 'direct' as const }] };
    expect(regimeMixes(clinicalOnly)).toEqual(['consent_form_missing: ICH Q7 6.1 is not a GCP-regime guideline, and the type cites GCP-regime CFR sections directly']);
    expect(regimeMixes({ ...clinicalOnly, ich_references: [{ section: 'ICH E6(R3) 2.8.1' }] })).toEqual([]);
  });

  it('gives device-only and food-only types no drug citations', () => {
    for (const id of ['design_control', 'dhr_incomplete', 'haccp_plan', 'allergen_control']) {
      const resolved = resolveEventTypeId(id);
      expect(resolved.kind).toBe('type');
      if (resolved.kind === 'type') expect(cfrSectionsFor(resolved.type, 'drug')).toEqual([]);
    }
  });
});

describe.skipIf(!hasSpec)('event taxonomy against the spec table (document 3)', () => {
  const spec = hasSpec ? readSpecTaxonomy() : { table: new Map<string, string[]>(), otherIds: [] };

  it('has exactly the ids and categories of the table', () => {
    const expected = [...spec.table].flatMap(([category, ids]) => ids.map((id) => `${category}/${id}`)).sort();
    expect(expected).toHaveLength(39);
    expect(EVENT_TAXONOMY.event_types.map((type) => `${type.category}/${type.id}`).sort()).toEqual(expected);
  });

  it('accepts the seven other ids as aliases that resolve, and emits none of them as a type', () => {
    expect(spec.otherIds).toHaveLength(7);
    expect(EVENT_TAXONOMY.aliases.map((alias) => alias.alias).sort()).toEqual([...spec.otherIds].sort());
    const typeIds = new Set(EVENT_TAXONOMY.event_types.map((type) => type.id));
    for (const id of spec.otherIds) {
      expect(typeIds.has(id)).toBe(false);
      expect(resolveEventTypeId(id).kind).not.toBe('invalid');
    }
    expect(resolveEventTypeId('unknown')).toEqual({ kind: 'unknown' });
    const calibration = resolveEventTypeId(' Equipment_Calibration ');
    expect(calibration.kind === 'type' && calibration.type.id).toBe('equipment_not_calibrated');
    expect(resolveEventTypeId('spill_on_the_floor')).toEqual({ kind: 'invalid' });
  });
});

describe.skipIf(!hasSharedData)('every cited section exists', () => {
  let cfr = new Map<string, Record<string, unknown>>();
  let ichIds = new Set<string>();
  beforeAll(async () => {
    cfr = okBodies(await collect(ecfrTitle21Connector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock })));
    ichIds = new Set(okBodies(await collect(ichGuidelinesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }))).keys());
  }, 120_000);

  const referenceIds = new Set(REFERENCE_SECTIONS.map((section) => section.id));

  it('resolves each CFR citation of parts 211, 610 and 800–830 to an ingested section', () => {
    const mirrored = allCfrCitations().filter((citation) => isMirroredCfr(citation.section));
    expect(mirrored.length).toBeGreaterThan(100);
    const missing = mirrored.filter((citation) => !cfr.has(citation.section)).map((c) => `${c.type}: ${c.section}`);
    expect(missing).toEqual([]);
  });

  it('lists every other CFR citation in reference-sections with its heading', () => {
    const others = allCfrCitations().filter((citation) => !isMirroredCfr(citation.section));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((citation) => !referenceIds.has(citation.section)).map((c) => `${c.type}: ${c.section}`)).toEqual([]);
  });

  it('resolves each Q7, Q10 and Q9 (2005) reference to an ingested section', () => {
    const mirrored = allIchReferences().filter((reference) => isMirroredIch(reference.section));
    expect(mirrored.length).toBeGreaterThan(10);
    expect(mirrored.filter((reference) => !ichIds.has(reference.section)).map((r) => `${r.type}: ${r.section}`)).toEqual([]);
  });

  it('lists every reference of an unmirrored guideline in reference-sections (none today: every ICH text the taxonomy cites is mirrored)', () => {
    const others = allIchReferences().filter((reference) => !isMirroredIch(reference.section));
    expect(others.filter((reference) => !referenceIds.has(reference.section)).map((r) => `${r.type}: ${r.section}`)).toEqual([]);
  });

  it('keeps reference-sections to cited sections of texts absent from the mirror', () => {
    const cited = new Set([...allCfrCitations().map((c) => c.section), ...allIchReferences().map((r) => r.section)]);
    for (const section of REFERENCE_SECTIONS) {
      expect(cited.has(section.id), `${section.id} is listed but never cited`).toBe(true);
      expect(isMirroredCfr(section.id) || isMirroredIch(section.id), `${section.id} is in the mirror`).toBe(false);
      expect(cfr.has(section.id)).toBe(false);
    }
  });

  // Spot checks that the section cited directly carries the requirement, read from the source text.
  it.each([
    ['pest_control', '21 CFR 211.56', /vermin/i],
    ['equipment_not_calibrated', '21 CFR 211.68', /calibrated/i],
    ['equipment_not_calibrated', '21 CFR 211.160', /calibration of instruments/i],
    ['sop_deviation', '21 CFR 211.100', /deviation/i],
    ['process_validation', '21 CFR 211.110', /validate the performance/i],
    ['water_system_failure', '21 CFR 211.48', /potable water/i],
    ['investigation_deficiency', '21 CFR 211.192', /extend to other batches/i],
    ['complaint_handling', '21 CFR 211.198', /complaint/i],
    ['complaint_handling', '21 CFR 820.35', /complaint/i],
    ['label_mix_up', '21 CFR 820.45', /mixups/i],
    ['design_control', '21 CFR 820.10', /Clause 7\.3/],
    ['capa_failure', '21 CFR 820.100 (QSR)', /corrective and preventive action/i],
  ])('%s cites %s directly, and its text says so', (typeId, section, pattern) => {
    const resolved = resolveEventTypeId(typeId);
    if (resolved.kind !== 'type') throw new Error(`${typeId} does not resolve`);
    const citations = Object.values(resolved.type.cfr_sections).flatMap((list) => list ?? []);
    expect(citations.find((citation) => citation.section === section)?.relevance).toBe('direct');
    expect(String(cfr.get(section)?.text ?? '')).toMatch(pattern);
  });
});
