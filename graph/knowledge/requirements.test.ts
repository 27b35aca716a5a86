import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock.ts';
import type { SourceItem } from '../../ingest/connector.ts';
import { ecfrTitle21Connector } from '../../ingest/sources/ecfr-title21/connector.ts';
import { ichGuidelinesConnector } from '../../ingest/sources/ich-guidelines/connector.ts';
import { collect } from '../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../test/fixtures/shared.ts';
import { REQUIREMENTS_CATALOGUE } from './requirements.ts';
import { REQUIREMENT_TYPES, RequirementsCatalogue, THERAPEUTIC_AREAS, WHOLE_DOCUMENT, type Requirement } from './requirements.schema.ts';

warnIfMissing(hasSharedData, 'the citation checks of the requirements catalogue against the eCFR, ICH, FDA guidance and FD&C Act mirrors');

const entries = REQUIREMENTS_CATALOGUE.requirements;
const byId = (id: string): Requirement => {
  const found = entries.find((requirement) => requirement.id === id);
  if (found === undefined) throw new Error(`no requirement ${id}`);
  return found;
};
const namesArea = (requirement: Requirement, area: string) => requirement.therapeutic_areas !== 'all' && requirement.therapeutic_areas.includes(area as never);
const e6Cited = () => entries.filter((requirement) => requirement.reference.document.startsWith('ICH E6(R3)'));
const cfrCited = () => entries.filter((requirement) => requirement.reference.document.startsWith('21 CFR Part'));
/** `312.32(c)(1)(iv)` → `21 CFR 312.32`, the connector's id form. */
const cfrId = (section: string) => `21 CFR ${/^\d+\.\d+/.exec(section)?.[0] ?? section}`;
const isMirroredCfr = (section: string) => {
  const part = Number(/^(\d+)\./.exec(section)?.[1]);
  return part === 211 || part === 610 || (part >= 800 && part <= 830);
};

describe('requirements catalogue data', () => {
  it('validates against its schema, with 60–100 entries', () => {
    const parsed = RequirementsCatalogue.safeParse(REQUIREMENTS_CATALOGUE);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(entries.length).toBeLessThanOrEqual(100);
  });

  it('rejects a duplicate id, a GEN id on an area-specific entry, an unknown area and an unknown phase', () => {
    const first = entries[0]!;
    expect(RequirementsCatalogue.safeParse({ ...REQUIREMENTS_CATALOGUE, requirements: [...entries, first] }).success).toBe(false);
    const swap = (patch: Partial<Requirement> | Record<string, unknown>) => ({ ...REQUIREMENTS_CATALOGUE, requirements: [{ ...first, ...patch }, ...entries.slice(1)] });
    expect(RequirementsCatalogue.safeParse(swap({ therapeutic_areas: ['Oncology'] })).success).toBe(false);
    expect(RequirementsCatalogue.safeParse(swap({ id: 'REQ-ONC-999', therapeutic_areas: ['Dermatology'] })).success).toBe(false);
    expect(RequirementsCatalogue.safeParse(swap({ phases: ['III', 'V'] })).success).toBe(false);
    expect(RequirementsCatalogue.safeParse(swap({ reference: { document: 'Some guidance', section: '' } })).success).toBe(false);
  });

  it.each(THERAPEUTIC_AREAS)('%s has its own endpoint_definition and safety_reporting requirements', (area) => {
    const own = entries.filter((requirement) => namesArea(requirement, area));
    expect(own.some((requirement) => requirement.requirement_type === 'endpoint_definition')).toBe(true);
    expect(own.some((requirement) => requirement.requirement_type === 'safety_reporting')).toBe(true);
  });

  it('covers every area × each of the ten named requirement types, through area-specific or general entries', () => {
    const named = REQUIREMENT_TYPES.slice(0, 10);
    expect(named).toEqual(['endpoint_definition', 'sample_size', 'statistical_analysis', 'safety_reporting', 'informed_consent', 'blinding', 'control_group', 'eligibility', 'data_integrity', 'pediatric']);
    const gaps = THERAPEUTIC_AREAS.flatMap((area) =>
      named
        .filter((type) => !entries.some((requirement) => requirement.requirement_type === type && (requirement.therapeutic_areas === 'all' || namesArea(requirement, area))))
        .map((type) => `${area}/${type}`),
    );
    expect(gaps).toEqual([]);
  });

  it('draws on FDA, EMA, ICH, PMDA and Health Canada, and uses every declared type', () => {
    expect(new Set(entries.map((requirement) => requirement.authority))).toEqual(new Set(['FDA', 'EMA', 'ICH', 'PMDA', 'Health Canada']));
    expect(new Set(entries.map((requirement) => requirement.requirement_type))).toEqual(new Set(REQUIREMENT_TYPES));
  });

  it('cites a numbered section only in documents whose numbering it relies on; guidance is cited whole', () => {
    const numbered = /^(?:ICH E6\(R3\)|ICH E9 |ICH E10 |21 CFR Part |Regulation \(EU\) No 536\/2014|Regulation \(EC\) No 1901\/2006|Federal Food, Drug, and Cosmetic Act|Health Canada Food and Drug Regulations)/;
    const offenders = entries.filter((requirement) => requirement.reference.section !== WHOLE_DOCUMENT && !numbered.test(requirement.reference.document));
    expect(offenders.map((requirement) => requirement.id)).toEqual([]);
    for (const requirement of cfrCited()) expect(requirement.reference.document, requirement.id).toContain(`Part ${/^\d+/.exec(requirement.reference.section)?.[0]} `);
  });

  it('marks draft guidance as draft', () => {
    // These are draft guidances as published; a reader must not take them for final requirements.
    for (const id of ['REQ-CVD-002', 'REQ-NEU-002', 'REQ-MULTI-004', 'REQ-PSY-003', 'REQ-IMM-002', 'REQ-RARE-003']) {
      expect(byId(id).reference.document, id).toMatch(/draft guidance/);
    }
  });
});

const okBodies = (items: SourceItem[]) => {
  const bodies = new Map<string, Record<string, unknown>>();
  for (const item of items) if (item.ok) bodies.set(item.id, item.body as Record<string, unknown>);
  return bodies;
};

describe.skipIf(!hasSharedData)('every checkable citation exists in the source texts', () => {
  let ich = new Map<string, Record<string, unknown>>();
  let cfr = new Map<string, Record<string, unknown>>();
  beforeAll(async () => {
    ich = okBodies(await collect(ichGuidelinesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock })));
    cfr = okBodies(await collect(ecfrTitle21Connector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock })));
  }, 120_000);

  /** A section's own text plus its subsections' (headings such as 2.8 carry no text themselves). */
  const ichText = (id: string) =>
    [...ich].filter(([key]) => key === id || key.startsWith(`${id}.`)).map(([, body]) => String(body.text ?? '')).join('\n');

  it('resolves each ICH E6(R3) section cited to an ingested section of the 2025 Step 4 text', () => {
    const cited = e6Cited().map((requirement) => `ICH E6(R3) ${requirement.reference.section}`);
    expect(cited.length).toBeGreaterThanOrEqual(10);
    expect(cited.filter((id) => !ich.has(id))).toEqual([]);
    for (const id of cited) expect(ich.get(id)?.guideline_date).toBe('2025-01-06');
  });

  it.each([
    ['REQ-GEN-001', /informed consent/i],
    ['REQ-GEN-009', /serious adverse events[\s\S]*immediately/i],
    ['REQ-GEN-010', /SUSARs/],
    ['REQ-GEN-022', /monitoring plan/i],
    ['REQ-GEN-024', /audit trail/i],
    ['REQ-GEN-025', /validat/i],
    ['REQ-GEN-037', /unblinding/i],
  ])('%s cites an E6(R3) section whose text carries the requirement', (id, pattern) => {
    const requirement = byId(id);
    expect(requirement.reference.document).toMatch(/^ICH E6\(R3\)/);
    expect(ichText(`ICH E6(R3) ${requirement.reference.section}`)).toMatch(pattern);
  });

  it('resolves each 21 CFR section cited from a mirrored part to an ingested section', () => {
    const mirrored = cfrCited().filter((requirement) => isMirroredCfr(requirement.reference.section));
    expect(mirrored.length).toBeGreaterThanOrEqual(1);
    expect(mirrored.filter((requirement) => !cfr.has(cfrId(requirement.reference.section))).map((r) => r.id)).toEqual([]);
    // 812.150: the 10-working-day reporting of unanticipated adverse device effects.
    expect(String(cfr.get('21 CFR 812.150')?.text ?? '')).toMatch(/unanticipated adverse device effect[\s\S]*10 working days/i);
    // Parts 11, 50, 56, 312 and 314 are not in the mirror: their sections are asserted absent, not resolved.
    const others = cfrCited().filter((requirement) => !isMirroredCfr(requirement.reference.section));
    expect(others.length).toBeGreaterThan(0);
    for (const requirement of others) expect(cfr.has(cfrId(requirement.reference.section))).toBe(false);
  });

  it('names FDA guidance held in the local FDA guidance index by its published title', () => {
    const index = readFileSync(join(sharedDataDir, 'fda_guidance_documents', 'fda_guidance_index.csv'), 'utf8').replace(/\s+/g, ' ');
    const title = (id: string) =>
      byId(id)
        .reference.document.replace(/^FDA Guidance[^:]*: /, '')
        .replace(/ \([^()]*\)$/, '');
    const inIndex = ['REQ-GEN-004', 'REQ-GEN-019', 'REQ-GEN-023', 'REQ-GEN-041', 'REQ-GEN-053', 'REQ-CVD-004', 'REQ-NEU-004', 'REQ-RHE-001'];
    expect(inIndex.filter((id) => !index.includes(title(id)))).toEqual([]);
  });

  it('cites FD&C Act 505B, which is in the statute mirror as 21 U.S.C. § 355c', () => {
    const statuteIndex = join(sharedDataDir, 'fdca_statute_subchapter_v', '_index.yaml');
    expect(existsSync(statuteIndex)).toBe(true);
    expect(readFileSync(statuteIndex, 'utf8')).toContain('"21 U.S.C. § 355c"');
    for (const id of ['REQ-GEN-046', 'REQ-ONC-007']) expect(byId(id).reference.document).toContain('21 U.S.C. § 355c');
  });
});
