import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock.ts';
import type { SourceItem } from '../../ingest/connector.ts';
import { ecfrTitle21Connector } from '../../ingest/sources/ecfr-title21/connector.ts';
import { ichGuidelinesConnector } from '../../ingest/sources/ich-guidelines/connector.ts';
import { collect } from '../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, sharedDir, warnIfMissing } from '../../test/fixtures/shared.ts';
import { referenceSection } from './reference-sections.ts';
import {
  CFR_RELATED_EDGES,
  GCP_ICH_MAPPINGS,
  GMP_ICH_MAPPINGS,
  REGULATION_MAPPINGS,
  mappingsForCfr,
  mappingsForIch,
  relatedRegulations,
} from './regulation-maps.ts';
import {
  ALIGNMENT_BANDS,
  CandidateMapping,
  CandidateMappingList,
  RegulationMapping,
  RegulationMappingList,
  RelatedRegulationEdgeList,
  cfrNumberOf,
  cfrPartOf,
  ichPartsOf,
  normaliseCfrSection,
} from './regulation-maps.schema.ts';

const specFile = join(sharedDir, 'spec', '3-knowledge-graph.md');
const hasSpec = existsSync(specFile);
warnIfMissing(hasSharedData, 'the checks that every mapped CFR and ICH section exists in the eCFR and ICH mirrors');
warnIfMissing(hasSpec, 'the comparison of the alignment bands with the spec sentence');

const byId = (id: string): RegulationMapping => {
  const found = REGULATION_MAPPINGS.find((mapping) => mapping.id === id);
  if (found === undefined) throw new Error(`no mapping ${id}`);
  return found;
};
const part = (id: string) => cfrPartOf(id) ?? -1;
const guideline = (id: string) => ichPartsOf(id)?.guideline ?? '';
/** Manufacturing parts of the issue's GMP list; clinical parts of its GCP/BIMO list. */
const isManufacturingPart = (n: number) => [210, 211, 820, 111, 117].includes(n) || (n >= 600 && n <= 680);
const isClinicalPart = (n: number) => [11, 50, 56, 312, 812].includes(n);
/** Texts in the mirror: CFR 211, 610, 800–830; ICH Q9 (2005), Q10, E6(R3). */
const isMirroredCfr = (id: string) => part(id) === 211 || part(id) === 610 || (part(id) >= 800 && part(id) <= 830);
const isMirroredIch = (id: string) => ['Q7', 'Q9', 'Q10', 'E6(R3)'].includes(guideline(id));

const first = GMP_ICH_MAPPINGS[0]!;
const withPatch = (patch: Record<string, unknown>) => ({ ...first, ...patch });

describe('regulation maps data', () => {
  it('validates against the schemas, with at least 60 GMP and 30 GCP mappings and 40 edges', () => {
    for (const list of [GMP_ICH_MAPPINGS, GCP_ICH_MAPPINGS, REGULATION_MAPPINGS]) {
      const parsed = RegulationMappingList.safeParse(list);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    expect(RelatedRegulationEdgeList.safeParse(CFR_RELATED_EDGES).success).toBe(true);
    expect(GMP_ICH_MAPPINGS.length).toBeGreaterThanOrEqual(60);
    expect(GCP_ICH_MAPPINGS.length).toBeGreaterThanOrEqual(30);
    expect(CFR_RELATED_EDGES.length).toBeGreaterThanOrEqual(40);
    expect(REGULATION_MAPPINGS).toHaveLength(GMP_ICH_MAPPINGS.length + GCP_ICH_MAPPINGS.length);
  });

  it('spans the parts the issue names in each regime, Part 820 in both its QSR and QMSR texts', () => {
    const gmpParts = new Set(GMP_ICH_MAPPINGS.map((mapping) => part(mapping.cfr_section)));
    for (const n of [210, 211, 600, 601, 606, 610, 820, 111, 117]) expect(gmpParts, `Part ${n}`).toContain(n);
    const gcpParts = new Set(GCP_ICH_MAPPINGS.map((mapping) => part(mapping.cfr_section)));
    expect(gcpParts).toEqual(new Set([11, 50, 56, 312, 812]));
    const part820 = GMP_ICH_MAPPINGS.filter((mapping) => part(mapping.cfr_section) === 820);
    expect(part820.some((mapping) => mapping.cfr_section.endsWith(' (QSR)'))).toBe(true);
    expect(part820.some((mapping) => !mapping.cfr_section.endsWith(' (QSR)'))).toBe(true);
    expect(new Set(GMP_ICH_MAPPINGS.map((mapping) => guideline(mapping.ich_section)))).toEqual(new Set(['Q7', 'Q9', 'Q10']));
  });

  it('never maps a manufacturing part to E6(R3) nor a clinical part to Q7 (or any GMP guideline)', () => {
    const all = [...GMP_ICH_MAPPINGS, ...GCP_ICH_MAPPINGS];
    const manufacturingToE6 = all.filter((mapping) => isManufacturingPart(part(mapping.cfr_section)) && guideline(mapping.ich_section) === 'E6(R3)');
    const clinicalToQ7 = all.filter((mapping) => isClinicalPart(part(mapping.cfr_section)) && guideline(mapping.ich_section) === 'Q7');
    const clinicalToGmpGuideline = all.filter((mapping) => isClinicalPart(part(mapping.cfr_section)) && guideline(mapping.ich_section) !== 'E6(R3)');
    expect(manufacturingToE6.map((mapping) => mapping.id)).toEqual([]);
    expect(clinicalToQ7.map((mapping) => mapping.id)).toEqual([]);
    expect(clinicalToGmpGuideline.map((mapping) => mapping.id)).toEqual([]);
    expect(GMP_ICH_MAPPINGS.every((mapping) => mapping.regime === 'gmp' && isManufacturingPart(part(mapping.cfr_section)))).toBe(true);
    expect(GCP_ICH_MAPPINGS.every((mapping) => mapping.regime === 'gcp' && guideline(mapping.ich_section) === 'E6(R3)')).toBe(true);
  });

  it('keeps every score inside the band its relevance and type imply', () => {
    // Hand-written from the spec sentence: equivalent ≥ 0.90; related-direct 0.75–0.89;
    // supporting 0.60–0.74; indirect (prerequisite or context) 0.40–0.59.
    for (const mapping of REGULATION_MAPPINGS) {
      const score = mapping.alignment_score;
      if (mapping.mapping_type === 'equivalent') expect(score, mapping.id).toBeGreaterThanOrEqual(0.9);
      else if (mapping.relevance === 'direct') expect(score >= 0.75 && score <= 0.89, mapping.id).toBe(true);
      else if (mapping.relevance === 'supporting') expect(score >= 0.6 && score <= 0.74, mapping.id).toBe(true);
      else expect(score >= 0.4 && score <= 0.59, mapping.id).toBe(true);
      if (mapping.mapping_type === 'prerequisite') expect(mapping.relevance, mapping.id).toBe('indirect');
    }
    const types = new Set(REGULATION_MAPPINGS.map((mapping) => `${mapping.relevance}/${mapping.mapping_type}`));
    expect(types).toEqual(new Set(['direct/equivalent', 'direct/related', 'supporting/related', 'indirect/related', 'indirect/prerequisite']));
  });

  it('rejects an out-of-band score, a relevance the score contradicts, a regime breach, a duplicate pair and a second sentence', () => {
    const reject = (value: unknown) => expect(RegulationMapping.safeParse(value).success).toBe(false);
    reject(withPatch({ alignment_score: 0.8 })); // equivalent below 0.90
    reject(withPatch({ mapping_type: 'related' })); // 0.90 is the equivalent band
    reject(withPatch({ relevance: 'supporting' }));
    reject(withPatch({ alignment_score: 0.35, relevance: 'indirect', mapping_type: 'related' })); // below 0.40: not mapped
    reject(withPatch({ alignment_score: 0.905 })); // two decimals
    reject(withPatch({ ich_section: 'ICH E6(R3) 3.16.1' })); // Part 211 ↔ E6(R3)
    reject(withPatch({ id: 'MAP-GCP-999', regime: 'gcp' })); // Part 211 is not GCP
    reject({ ...GCP_ICH_MAPPINGS[0]!, ich_section: 'ICH Q7 2.2' }); // Part 50 ↔ Q7
    reject(withPatch({ cfr_section: '21 CFR 211.22 (QSR)' })); // only Part 820 has a QSR text
    reject(withPatch({ rationale: 'Both require a quality unit. It approves or rejects all materials and products.' }));
    reject(withPatch({ provenance: 'computed' }));
    reject(withPatch({ subsection_mappings: [{ ich_subsection: '3.1', cfr_subsection: '211.22(a)', alignment: 0.8, notes: 'not a paragraph of Q7 2.2' }] }));
    expect(RegulationMapping.safeParse(first).success).toBe(true);
    expect(RegulationMappingList.safeParse([first, { ...first, id: 'MAP-GMP-999' }]).success).toBe(false);
  });

  it('rejects a self-loop and a pair linked twice, in either direction', () => {
    const edge = CFR_RELATED_EDGES[0]!;
    expect(RelatedRegulationEdgeList.safeParse([{ ...edge, to: edge.from }]).success).toBe(false);
    expect(RelatedRegulationEdgeList.safeParse([edge, { ...edge, from: edge.to, to: edge.from, relationship: 'related' }]).success).toBe(false);
    expect(RelatedRegulationEdgeList.safeParse([edge]).success).toBe(true);
  });

  it('keeps computed candidates apart: none among the curated, and a candidate must say it is computed', () => {
    expect(REGULATION_MAPPINGS.filter((mapping) => mapping.provenance !== 'curated')).toEqual([]);
    const candidate = { ...first, id: 'CAND-GMP-001', provenance: 'computed', similarity: 0.83, model: 'all-MiniLM-L6-v2' };
    expect(CandidateMapping.safeParse(candidate).success).toBe(true);
    expect(CandidateMapping.safeParse({ ...candidate, provenance: 'curated' }).success).toBe(false);
    const { similarity: _similarity, ...withoutSimilarity } = candidate;
    expect(CandidateMapping.safeParse(withoutSimilarity).success).toBe(false);
    expect(CandidateMappingList.safeParse([candidate]).success).toBe(true);
    expect(RegulationMappingList.safeParse([...REGULATION_MAPPINGS, candidate]).success).toBe(false);
    expect(RegulationMappingList.safeParse([candidate]).success).toBe(false);
  });
});

describe('lookups', () => {
  it('finds a section’s mappings whatever the citation form, strongest first', () => {
    const forms = ['211.192', '21 CFR 211.192', '§ 211.192', '21 CFR 211.192(a)'];
    const ids = forms.map((form) => mappingsForCfr(form).map((mapping) => mapping.id));
    for (const list of ids) expect(list).toEqual(ids[0]);
    // 211.192 is mapped to Q7 6.7 (batch record review, 0.92), Q10 3.2.2 (CAPA, 0.78),
    // Q7 11.1 (OOS, 0.78) and Q9 II.7 (OOS risk management, 0.62).
    const found = mappingsForCfr('211.192');
    expect(new Set(found.map((mapping) => mapping.ich_section))).toEqual(new Set(['ICH Q7 6.7', 'ICH Q10 3.2.2', 'ICH Q7 11.1', 'ICH Q9 II.7']));
    expect(found[0]!.ich_section).toBe('ICH Q7 6.7');
    expect(mappingsForCfr('21 CFR 820.100 (QSR)').map((mapping) => mapping.ich_section)).toEqual(['ICH Q10 3.2.2']);
    expect(mappingsForCfr('21 CFR 820.100')).toEqual([]); // the QMSR has no 820.100
    expect(mappingsForCfr('not a section')).toEqual([]);
  });

  it('finds an ICH section’s mappings, with its subsections on request', () => {
    // Q10 3.2.2 CAPA: 211.192, 211.198, 606.100, 820.90 (QSR), 820.100 (QSR), 820.35.
    const capa = mappingsForIch('Q10 3.2.2').map((mapping) => mapping.cfr_section);
    expect(new Set(capa)).toEqual(new Set(['21 CFR 211.192', '21 CFR 211.198', '21 CFR 606.100', '21 CFR 820.90 (QSR)', '21 CFR 820.100 (QSR)', '21 CFR 820.35']));
    expect(capa[0]).toBe('21 CFR 820.100 (QSR)');
    expect(mappingsForIch('ICH Q10 3.2')).toEqual([]);
    const children = mappingsForIch('ICH Q10 3.2', { includeSubsections: true });
    expect(new Set(children.map((mapping) => mapping.ich_section))).toEqual(new Set(['ICH Q10 3.2.1', 'ICH Q10 3.2.2', 'ICH Q10 3.2.3', 'ICH Q10 3.2.4']));
  });

  it('returns related regulations in both directions', () => {
    // Five sections rely on the quality control unit of 211.22 as a prerequisite.
    const of22 = relatedRegulations('21 CFR 211.22');
    expect(of22.every((related) => related.direction === 'inbound' && related.relationship === 'prerequisite')).toBe(true);
    expect(new Set(of22.map((related) => related.cfr_section))).toEqual(
      new Set(['21 CFR 211.192', '21 CFR 211.100', '21 CFR 211.160', '21 CFR 211.84', '21 CFR 211.115']),
    );
    const of60 = relatedRegulations('312.60');
    expect(of60).toEqual([expect.objectContaining({ cfr_section: '21 CFR 50.20', relationship: 'prerequisite', direction: 'outbound' })]);
    expect(relatedRegulations('21 CFR 211.68').map((related) => related.cfr_section)).toContain('21 CFR 11.10');
  });
});

describe.skipIf(!hasSpec)('alignment bands against the spec (document 3)', () => {
  it('has exactly the four mapped bands of the spec sentence', () => {
    const line = readFileSync(specFile, 'utf8').split('\n').find((text) => text.startsWith('Alignment score bands:')) ?? '';
    const bands = [...line.matchAll(/(\d\.\d+)-(\d\.\d+) ([a-z][a-z ()/]*)/g)].map((match) => ({ min: Number(match[1]), max: Number(match[2]), label: match[3]!.trim() }));
    expect(bands).toHaveLength(4);
    expect(ALIGNMENT_BANDS.map((band) => ({ min: band.min, max: band.max, label: band.label }))).toEqual(bands);
    expect(line).toContain('below 0.40 not mapped');
  });
});

const okBodies = (items: SourceItem[]) => {
  const bodies = new Map<string, Record<string, unknown>>();
  for (const item of items) if (item.ok) bodies.set(item.id, item.body as Record<string, unknown>);
  return bodies;
};

describe.skipIf(!hasSharedData)('every mapped section exists, and its text carries the mapping', () => {
  let cfr = new Map<string, Record<string, unknown>>();
  let ich = new Map<string, Record<string, unknown>>();
  beforeAll(async () => {
    cfr = okBodies(await collect(ecfrTitle21Connector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock })));
    ich = okBodies(await collect(ichGuidelinesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock })));
  }, 120_000);

  const cfrText = (id: string) => String(cfr.get(id)?.text ?? '');
  /** A section's own text plus its subsections' (E6(R3) 3.12 carries no text itself). */
  const ichText = (id: string) => [...ich].filter(([key]) => key === id || key.startsWith(`${id}.`)).map(([, body]) => String(body.text ?? '')).join('\n');

  it('resolves every CFR section of the maps and edges: mirrored parts to ingested text, others to reference-sections', () => {
    const cited = new Set([...REGULATION_MAPPINGS.map((mapping) => mapping.cfr_section), ...CFR_RELATED_EDGES.flatMap((edge) => [edge.from, edge.to])]);
    const mirrored = [...cited].filter(isMirroredCfr);
    expect(mirrored.length).toBeGreaterThan(80);
    expect(mirrored.filter((id) => !cfr.has(id))).toEqual([]);
    const others = [...cited].filter((id) => !isMirroredCfr(id));
    expect(others.filter((id) => referenceSection(id) === undefined)).toEqual([]);
    for (const id of others) expect(cfr.has(id), `${id} is listed as outside the mirror`).toBe(false);
  });

  it('resolves every ICH section (Q7, Q9, Q10 and E6(R3)) to ingested text', () => {
    const cited = new Set(REGULATION_MAPPINGS.map((mapping) => mapping.ich_section));
    const mirrored = [...cited].filter(isMirroredIch);
    expect(mirrored.filter((id) => !ich.has(id))).toEqual([]);
    // Q7 entered the mirror with ich_q7_q9r1: no mapped guideline is left outside it.
    expect([...cited].filter((id) => !isMirroredIch(id))).toEqual([]);
    expect([...cited].filter((id) => referenceSection(id) !== undefined)).toEqual([]);
    for (const id of mirrored) expect(ichText(id).length, `${id} has text`).toBeGreaterThan(40);
  });

  it('maps every subpart of Part 211, A to K', () => {
    const subpartOf = (id: string) => String(cfr.get(id)?.subpart ?? '?');
    const all211 = [...cfr.keys()].filter((id) => part(id) === 211);
    const mapped = new Set(GMP_ICH_MAPPINGS.filter((mapping) => part(mapping.cfr_section) === 211).map((mapping) => subpartOf(mapping.cfr_section)));
    expect(mapped).toEqual(new Set(all211.map(subpartOf)));
    expect(mapped).toEqual(new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']));
  });

  it('finds each paragraph a subsection mapping names in the mirrored text', () => {
    const designators = (subsection: string, number: string) => [...subsection.slice(number.length).matchAll(/\(([a-z0-9]+)\)/g)].map((match) => `(${match[1]})`);
    const missing: string[] = [];
    for (const mapping of REGULATION_MAPPINGS) {
      for (const sub of mapping.subsection_mappings ?? []) {
        if (isMirroredCfr(mapping.cfr_section)) {
          const text = cfrText(mapping.cfr_section);
          for (const designator of designators(sub.cfr_subsection, cfrNumberOf(mapping.cfr_section) ?? '')) if (!text.includes(designator)) missing.push(`${mapping.id} ${sub.cfr_subsection}`);
        }
        if (isMirroredIch(mapping.ich_section)) {
          const text = ichText(mapping.ich_section);
          for (const designator of designators(sub.ich_subsection, ichPartsOf(mapping.ich_section)?.number ?? '')) if (!text.includes(designator)) missing.push(`${mapping.id} ${sub.ich_subsection}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  // Read from the source texts: the words that make each mapping true.
  it.each([
    ['MAP-GMP-065', /thoroughly investigated/, /corrective action/i],
    ['MAP-GMP-106', /Investigating the cause of nonconformities/, /root cause/],
    ['MAP-GMP-063', /at least annually/, /complaints, product rejections/],
    ['MAP-GMP-080', /601\.12/, /change to the regulatory filing/],
    ['MAP-GMP-101', /risk analysis/, /risk assessment/i],
    ['MAP-GMP-102', /Evaluation of suppliers, contractors, and consultants/, /selecting material suppliers/],
    ['MAP-GCP-059', /receipt, use or disposition/, /inventory/],
    ['MAP-GCP-063', /10 working days/, /Adverse events/],
    ['MAP-GCP-052', /secure compliance/, /secure compliance/],
  ])('%s: the CFR and ICH texts both say it', (id, cfrPattern, ichPattern) => {
    const mapping = byId(id);
    const cfrSide = isMirroredCfr(mapping.cfr_section) ? cfrText(mapping.cfr_section) : '';
    expect(cfrSide).toMatch(cfrPattern);
    expect(ichText(mapping.ich_section)).toMatch(ichPattern);
  });

  it.each([
    ['MAP-GCP-004', /reasonably foreseeable risks/],
    ['MAP-GCP-066', /audit trails/i],
    ['MAP-GCP-065', /validation/i],
    ['MAP-GCP-018', /continuing review/],
    ['MAP-GCP-003', /waive/],
  ])('%s: the E6(R3) text carries the requirement of the unmirrored CFR section', (id, pattern) => {
    expect(ichText(byId(id).ich_section)).toMatch(pattern);
  });

  it.each([
    ['21 CFR 211.3', '21 CFR 210.3', /210\.3/],
    ['21 CFR 211.137', '21 CFR 211.166', /211\.166/],
    ['21 CFR 211.198', '21 CFR 211.192', /211\.192/],
    ['21 CFR 211.204', '21 CFR 211.192', /211\.192/],
    ['21 CFR 211.180', '21 CFR 211.192', /211\.192/],
    ['21 CFR 211.67', '21 CFR 211.182', /211\.182/],
    ['21 CFR 211.165', '21 CFR 211.194', /211\.194/],
    ['21 CFR 211.84', '21 CFR 211.170', /211\.170/],
    ['21 CFR 820.70 (QSR)', '21 CFR 820.40 (QSR)', /820\.40/],
    ['21 CFR 820.10', '21 CFR 820.7', /820\.7/],
    ['21 CFR 820.10', '21 CFR 806.10', /part 806/],
    ['21 CFR 812.60', '21 CFR 56.107', /part 56/],
    ['21 CFR 812.150', '21 CFR 812.46', /812\.46\(b\)/],
    ['21 CFR 812.100', '21 CFR 50.20', /part 50/],
    ['21 CFR 820.198 (QSR)', '21 CFR 803.50', /part 803/],
  ])('edge %s → %s rests on a cross-reference in the text of %s', (from, to, pattern) => {
    const found = CFR_RELATED_EDGES.find((edge) => edge.from === from && edge.to === to);
    expect(found, `${from} → ${to}`).toBeDefined();
    expect(cfrText(from)).toMatch(pattern);
  });

  it('normalises citations to ids the connector yields', () => {
    for (const input of ['211.192', '§ 211.192(a)', '21 CFR 820.100 (QSR)', '21 CFR 820.35']) expect(cfr.has(normaliseCfrSection(input) ?? '')).toBe(true);
  });
});
