import { beforeAll, describe, expect, it } from 'vitest';
import { citedSectionId } from '../../enrich/domain/citations.ts';
import { PROTOCOL_RULES } from '../../enrich/domain/protocol-validation/rules.ts';
import { systemClock } from '../../infra/clock.ts';
import { ecfrTitle21Connector } from '../../ingest/sources/ecfr-title21/connector.ts';
import { ichGuidelinesConnector } from '../../ingest/sources/ich-guidelines/connector.ts';
import { collect } from '../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../test/fixtures/shared.ts';
import { EVENT_TAXONOMY } from './event-taxonomy.ts';
import { ALL_REFERENCE_SECTIONS, FURTHER_REFERENCE_SECTIONS, REFERENCE_SECTIONS, ReferenceSection, UNMIRRORED_ICH_CODES, referenceSection } from './reference-sections.ts';
import { CFR_RELATED_EDGES, REGULATION_MAPPINGS } from './regulation-maps.ts';
import { REQUIREMENTS_CATALOGUE } from './requirements.ts';

/*
 * One check across the knowledge files: every numbered 21 CFR or ICH citation resolves, to the
 * ingested text where the text is mirrored, otherwise to an entry of reference-sections with its
 * official heading. Citations of other numbered texts (EU regulations, the FD&C Act, Health
 * Canada's regulations) and whole-document citations are outside this check.
 */

warnIfMissing(hasSharedData, 'the resolution of mirrored CFR and ICH citations to ingested sections');

interface Citation {
  /** Which file cites it, and where. */
  from: string;
  /** The connector id: `21 CFR 314.126`, `ICH E9 3.5`, `21 CFR 820.100 (QSR)`. */
  id: string;
}

/**
 * A {document, section} reference as requirements.ts and rules.ts write it, as a connector id: the
 * same function that turns it into the graph's CITES edge, so the check covers what the graph links.
 */
const citationOf = (document: string, section: string): string | undefined => citedSectionId({ document, section }) ?? undefined;

const fromRequirements = (): Citation[] =>
  REQUIREMENTS_CATALOGUE.requirements.flatMap((requirement) => {
    const id = citationOf(requirement.reference.document, requirement.reference.section);
    return id === undefined ? [] : [{ from: `requirements ${requirement.id}`, id }];
  });

const fromRules = (): Citation[] =>
  PROTOCOL_RULES.flatMap((rule) => {
    const id = citationOf(rule.regulatory_reference.document, rule.regulatory_reference.section);
    return id === undefined ? [] : [{ from: `protocol rule ${rule.id}`, id }];
  });

const fromMaps = (): Citation[] => [
  ...REGULATION_MAPPINGS.flatMap((mapping) => [
    { from: `regulation map ${mapping.id}`, id: mapping.cfr_section },
    { from: `regulation map ${mapping.id}`, id: mapping.ich_section },
  ]),
  ...CFR_RELATED_EDGES.flatMap((edge) => [
    { from: `edge ${edge.from} → ${edge.to}`, id: edge.from },
    { from: `edge ${edge.from} → ${edge.to}`, id: edge.to },
  ]),
];

const fromTaxonomy = (): Citation[] =>
  EVENT_TAXONOMY.event_types.flatMap((type) => [
    ...Object.values(type.cfr_sections).flatMap((citations) => (citations ?? []).map((citation) => ({ from: `taxonomy ${type.id}`, id: citation.section }))),
    ...type.ich_references.map((reference) => ({ from: `taxonomy ${type.id}`, id: reference.section })),
  ]);

/** Texts in the mirror: CFR 211, 610, 800–830; ICH Q5E, Q7, Q8(R2), Q9 (2005), Q9(R1), Q10, Q11, E6(R3). */
const isMirrored = (id: string) => {
  const part = Number(/^21 CFR (\d+)\./.exec(id)?.[1]);
  if (id.startsWith('21 CFR ')) return part === 211 || part === 610 || (part >= 800 && part <= 830);
  return /^ICH (?:Q5E|Q7|Q8\(R2\)|Q9|Q9\(R1\)|Q10|Q11|E6\(R3\)) /.test(id);
};

const offendersOf = (citations: Citation[], resolves: (id: string) => boolean) =>
  citations.filter((citation) => !resolves(citation.id)).map((citation) => `${citation.from}: ${citation.id}`);

describe('citations of texts outside the mirror resolve to reference-sections', () => {
  it.each([
    ['requirements.ts', fromRequirements],
    ['protocol-validation/rules.ts', fromRules],
    ['regulation-maps.ts', fromMaps],
  ])('%s', (_name, citationsOf) => {
    const citations = citationsOf().filter((citation) => !isMirrored(citation.id));
    expect(citations.length).toBeGreaterThan(0);
    expect(offendersOf(citations, (id) => referenceSection(id) !== undefined)).toEqual([]);
  });

  it('extracts the numbered citations of the three files, paragraphs resolved by their section', () => {
    // requirements.ts cites 314.126(b)(2)(v) (REQ-MULTI-002) and E9 5.6; rules.ts cites E10 1.3.4
    // (PV-STAT-007) and 812.25 (PV-FDA-004); the maps cite 820.100 (QSR).
    expect(fromRequirements()).toContainEqual({ from: 'requirements REQ-MULTI-002', id: '21 CFR 314.126' });
    expect(fromRequirements().map((citation) => citation.id)).toContain('ICH E9 5.6');
    expect(fromRules()).toContainEqual({ from: 'protocol rule PV-STAT-007', id: 'ICH E10 1.3.4' });
    expect(fromRules()).toContainEqual({ from: 'protocol rule PV-FDA-004', id: '21 CFR 812.25' });
    expect(fromMaps().map((citation) => citation.id)).toContain('21 CFR 820.100 (QSR)');
    expect(citationOf('ICH E11(R1) Addendum: Clinical Investigation of Medicinal Products in the Pediatric Population', 'Whole document')).toBeUndefined();
    expect(citationOf('Regulation (EU) No 536/2014 on clinical trials on medicinal products for human use', 'Article 29')).toBeUndefined();
  });
});

describe('reference-sections', () => {
  const allCitations = () => new Set([...fromRequirements(), ...fromRules(), ...fromMaps(), ...fromTaxonomy()].map((citation) => citation.id));

  it('validates, with unique ids across its two lists', () => {
    for (const section of ALL_REFERENCE_SECTIONS) expect(ReferenceSection.safeParse(section).success, section.id).toBe(true);
    const ids = ALL_REFERENCE_SECTIONS.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ALL_REFERENCE_SECTIONS).toHaveLength(REFERENCE_SECTIONS.length + FURTHER_REFERENCE_SECTIONS.length);
  });

  it('lists only cited sections, and puts a section the taxonomy cites in the taxonomy list', () => {
    const cited = allCitations();
    expect(ALL_REFERENCE_SECTIONS.filter((section) => !cited.has(section.id)).map((section) => section.id)).toEqual([]);
    const taxonomy = new Set(fromTaxonomy().map((citation) => citation.id));
    expect(FURTHER_REFERENCE_SECTIONS.filter((section) => taxonomy.has(section.id)).map((section) => section.id)).toEqual([]);
  });

  it('lists no section of a mirrored text, and lists ICH sections only of unmirrored guidelines', () => {
    expect(ALL_REFERENCE_SECTIONS.filter((section) => isMirrored(section.id)).map((section) => section.id)).toEqual([]);
    const codes = new Set(ALL_REFERENCE_SECTIONS.filter((section) => section.id.startsWith('ICH ')).map((section) => section.id.split(' ')[1]));
    for (const code of codes) expect(UNMIRRORED_ICH_CODES as readonly string[]).toContain(code);
    expect(ReferenceSection.safeParse({ id: 'ICH Q10 3.2.2', heading: 'Corrective Action and Preventive Action (CAPA) System', source: 'ICH Q10, Step 4, 4 June 2008' }).success).toBe(false);
  });

  it('says why wherever a heading is marked uncertain', () => {
    const uncertain = ALL_REFERENCE_SECTIONS.filter((section) => section.uncertain === true);
    expect(uncertain.every((section) => (section.note ?? '').length >= 10)).toBe(true);
    expect(ReferenceSection.safeParse({ id: 'ICH E10 1.3', heading: 'Types of Controls', source: 'ICH E10, Step 4, 20 July 2000', uncertain: true }).success).toBe(false);
  });
});

describe.skipIf(!hasSharedData)('citations of mirrored texts resolve to ingested sections', () => {
  let ingested = new Set<string>();
  beforeAll(async () => {
    const items = [
      ...(await collect(ecfrTitle21Connector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }))),
      ...(await collect(ichGuidelinesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }))),
    ];
    ingested = new Set(items.filter((item) => item.ok).map((item) => item.id));
  }, 120_000);

  it.each([
    ['requirements.ts', fromRequirements],
    ['protocol-validation/rules.ts', fromRules],
    ['regulation-maps.ts', fromMaps],
  ])('%s', (_name, citationsOf) => {
    const citations = citationsOf().filter((citation) => isMirrored(citation.id));
    expect(citations.length).toBeGreaterThan(0);
    expect(offendersOf(citations, (id) => ingested.has(id))).toEqual([]);
  });

  it('lists no reference section that the connectors ingest', () => {
    expect(ALL_REFERENCE_SECTIONS.filter((section) => ingested.has(section.id)).map((section) => section.id)).toEqual([]);
  });
});
