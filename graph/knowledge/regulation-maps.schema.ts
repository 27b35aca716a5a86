import { z } from 'zod';

/** The version of the curated maps; bump on any change of a mapping's meaning or score. */
export const REGULATION_MAPS_VERSION = '1.0' as const;

/**
 * The two regimes of the issue. `gmp`: manufacturing (21 CFR 210, 211, 600–680, 820, 111, 117) ↔
 * ICH Q7, Q9, Q9(R1), Q10. `gcp`: clinical research and bioresearch monitoring (21 CFR 11, 50, 56,
 * 312, 812) ↔ ICH E6(R3). Part 11 also governs electronic GMP records, but the issue places it in
 * the GCP regime (electronic records and signatures in clinical investigations), and so do we:
 * its links to GMP sections are CFR↔CFR related edges (e.g. 211.68 → 11.10), not ICH mappings.
 */
export const Regime = z.enum(['gmp', 'gcp']);
export type Regime = z.infer<typeof Regime>;

/** Spec document 3, CFR mapping entry and `cfr_cross_references`: how strongly the ICH section bears. */
export const MappingRelevance = z.enum(['direct', 'supporting', 'indirect']);
export type MappingRelevance = z.infer<typeof MappingRelevance>;

/** Spec document 3, `cfr_cross_references.mapping_type`. */
export const MappingType = z.enum(['equivalent', 'related', 'prerequisite']);
export type MappingType = z.infer<typeof MappingType>;

/** Spec document 3, regulation lookup `related_regulations.relationship`. */
export const RelatedRelationship = z.enum(['prerequisite', 'supporting', 'related']);
export type RelatedRelationship = z.infer<typeof RelatedRelationship>;

/** One band of the spec's alignment-score sentence, with the relevance and types it admits. */
export interface AlignmentBand {
  readonly min: number;
  readonly max: number;
  readonly label: string;
  readonly relevance: MappingRelevance;
  readonly mapping_types: readonly MappingType[];
}

/**
 * The spec's sentence "0.90-1.0 equivalent; 0.75-0.89 related; 0.60-0.74 supporting or
 * complementary; 0.40-0.59 indirect (prerequisite/context); below 0.40 not mapped", made a table.
 * The spec names four bands but has three relevance values and three mapping types, so:
 * - 0.90–1.00: the two sections impose the same requirement on their own product scope →
 *   `direct` + `equivalent`;
 * - 0.75–0.89: the ICH section states the CFR requirement with different scope or emphasis →
 *   `direct` + `related`;
 * - 0.60–0.74: the ICH section supports or complements the CFR requirement without stating it →
 *   `supporting` + `related` (the type enum has no `supporting`, and such a link is a relation);
 * - 0.40–0.59: one is a precondition of the other (`prerequisite`) or gives context only
 *   (`related`) → `indirect`;
 * - below 0.40: not mapped, so not stored.
 * Scores carry two decimals, so the bands leave no gaps.
 */
export const ALIGNMENT_BANDS: readonly AlignmentBand[] = [
  { min: 0.9, max: 1.0, label: 'equivalent', relevance: 'direct', mapping_types: ['equivalent'] },
  { min: 0.75, max: 0.89, label: 'related', relevance: 'direct', mapping_types: ['related'] },
  { min: 0.6, max: 0.74, label: 'supporting or complementary', relevance: 'supporting', mapping_types: ['related'] },
  { min: 0.4, max: 0.59, label: 'indirect (prerequisite/context)', relevance: 'indirect', mapping_types: ['prerequisite', 'related'] },
];

/** Scores below this are "not mapped" (spec document 3). */
export const MIN_MAPPED_SCORE = 0.4;

/** The band a score falls in, or undefined below 0.40 or above 1. */
export function alignmentBand(score: number): AlignmentBand | undefined {
  return ALIGNMENT_BANDS.find((band) => score >= band.min - 1e-9 && score <= band.max + 1e-9);
}

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** CFR parts of each regime; 600–680 is the range of biologics parts the issue names. */
export function regimeOfCfrPart(part: number): Regime | undefined {
  if (part === 210 || part === 211 || part === 820 || part === 111 || part === 117 || (part >= 600 && part <= 680)) return 'gmp';
  if (part === 11 || part === 50 || part === 56 || part === 312 || part === 812) return 'gcp';
  return undefined;
}

/** ICH guidelines of each regime: never E6(R3) for manufacturing, never Q7 for clinical research. */
export const ICH_GUIDELINES_BY_REGIME: Readonly<Record<Regime, readonly string[]>> = {
  gmp: ['Q7', 'Q9', 'Q9(R1)', 'Q10'],
  gcp: ['E6(R3)'],
};

const CFR_ID = /^21 CFR (\d+)\.(\d+)( \(QSR\))?$/;
const ICH_ID = /^ICH (Q7|Q9|Q9\(R1\)|Q10|E6\(R3\)) (\d+(?:\.\d+)*|[IVX]+(?:\.\d+)*|[A-C](?:\.\d+)+)$/;

/**
 * A 21 CFR section in the eCFR connector's id form: `21 CFR 211.192`; the Quality System
 * Regulation text of Part 820 (in force until 2 February 2026) carries ` (QSR)`, plain 820 ids
 * are the Quality Management System Regulation in force since then.
 */
export const CfrSectionId = z
  .string()
  .regex(CFR_ID, 'a CFR id such as "21 CFR 211.192" or "21 CFR 820.100 (QSR)"')
  .refine((id) => !id.endsWith(' (QSR)') || id.startsWith('21 CFR 820.'), 'only Part 820 has a (QSR) text')
  .describe('21 CFR section id, e.g. "21 CFR 211.192"');

/** An ICH section in the ICH connector's id form (`ICH Q10 3.2.2`, `ICH E6(R3) 2.8.10`, `ICH Q9 II.4`). */
export const IchSectionId = z
  .string()
  .regex(ICH_ID, 'an ICH id such as "ICH Q10 3.2.2"')
  .describe('ICH section id, e.g. "ICH Q10 3.2.2"');

/** The part number of a CFR id (`21 CFR 820.100 (QSR)` → 820). */
export function cfrPartOf(id: string): number | undefined {
  const match = CFR_ID.exec(id);
  return match === null ? undefined : Number(match[1]);
}

/** The section number of a CFR id without prefix or suffix (`21 CFR 820.100 (QSR)` → `820.100`). */
export function cfrNumberOf(id: string): string | undefined {
  const match = CFR_ID.exec(id);
  return match === null ? undefined : `${match[1]}.${match[2]}`;
}

/** The guideline code and section number of an ICH id (`ICH Q9(R1) 5.1` → Q9(R1), 5.1). */
export function ichPartsOf(id: string): { guideline: string; number: string } | undefined {
  const match = ICH_ID.exec(id);
  return match === null ? undefined : { guideline: match[1]!, number: match[2]! };
}

/**
 * Accepts `211.192`, `§ 211.192(a)(2)`, `21 CFR 211.192` or `21 CFR 820.100 (QSR)` and returns the
 * connector id; paragraph designators resolve to their section. Undefined when not a CFR section.
 */
export function normaliseCfrSection(input: string): string | undefined {
  const qsr = /\(QSR\)\s*$/.test(input);
  const match = /^\s*(?:21\s+CFR\s+)?(?:§+\s*)?(\d+)\.(\d+)(?:\s*\([a-z0-9]+\))*/i.exec(input.replace(/\s*\(QSR\)\s*$/, ''));
  if (match === null) return undefined;
  return `21 CFR ${match[1]}.${match[2]}${qsr ? ' (QSR)' : ''}`;
}

/** Accepts `ICH Q10 3.2.2` or `Q10 3.2.2` and returns the connector id, or undefined. */
export function normaliseIchSection(input: string): string | undefined {
  const trimmed = input.trim().replace(/\s+/g, ' ');
  const id = trimmed.startsWith('ICH ') ? trimmed : `ICH ${trimmed}`;
  return ICH_ID.test(id) ? id : undefined;
}

/**
 * Paragraph-level alignment inside a mapping (spec `subsection_mappings`). `ich_subsection` is the
 * ICH section number plus a paragraph (`3.2.1(e)`, `2.1(b)(4)`, a child `2.8.10`); `cfr_subsection`
 * the CFR section plus paragraph (`211.180(e)(2)`); both start with the mapping's own numbers.
 */
export const SubsectionMapping = z
  .object({
    ich_subsection: z.string().min(1).describe('ICH paragraph, e.g. "3.2.1(e)"'),
    cfr_subsection: z.string().regex(/^\d+\.\d+(?:\([a-z0-9]+\))*$/).describe('CFR paragraph, e.g. "211.180(e)(2)"'),
    alignment: z.number().min(MIN_MAPPED_SCORE).max(1).refine(hasTwoDecimals, 'two decimals').describe('Alignment of the two paragraphs, on the same scale as alignment_score'),
    notes: z.string().min(10).describe('What the paragraphs share and where they differ'),
  })
  .strict();
export type SubsectionMapping = z.infer<typeof SubsectionMapping>;

const mappingFields = {
  regime: Regime,
  cfr_section: CfrSectionId,
  ich_section: IchSectionId,
  relevance: MappingRelevance,
  mapping_type: MappingType,
  alignment_score: z.number().min(MIN_MAPPED_SCORE).max(1).describe('Spec bands: 0.90–1.0 equivalent … 0.40–0.59 indirect'),
  rationale: z
    .string()
    .min(40)
    .max(360)
    .regex(/^[^\n]+\.$/, 'one sentence ending with a full stop')
    .refine((text) => !/[.!?]\s+[A-Z]/.test(text), 'one sentence only')
    .describe('One sentence: why the two sections correspond'),
  subsection_mappings: z.array(SubsectionMapping).min(1).optional(),
};

/** Starts with `number`, then nothing, a paragraph `(…)`, a child `.n`, or a Q7 paragraph digit. */
const continuesNumber = (subsection: string, number: string) => {
  if (!subsection.startsWith(number)) return false;
  return /^(?:|\(.+|\.\d.*|\d)$/.test(subsection.slice(number.length));
};

type MappingShape = {
  id: string;
  regime: Regime;
  cfr_section: string;
  ich_section: string;
  relevance: MappingRelevance;
  mapping_type: MappingType;
  alignment_score: number;
  subsection_mappings?: SubsectionMapping[] | undefined;
};

/** The rules both curated and computed mappings obey: regime, band, subsections. */
function checkMapping(mapping: MappingShape, ctx: z.RefinementCtx): void {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message: `${mapping.id}: ${message}` });
  const part = cfrPartOf(mapping.cfr_section);
  const ich = ichPartsOf(mapping.ich_section);
  if (part === undefined || ich === undefined) return; // the field schemas already report these
  const cfrRegime = regimeOfCfrPart(part);
  if (cfrRegime !== mapping.regime) issue(`21 CFR Part ${part} is not in the ${mapping.regime} regime`);
  if (!ICH_GUIDELINES_BY_REGIME[mapping.regime].includes(ich.guideline)) issue(`ICH ${ich.guideline} is not in the ${mapping.regime} regime`);
  if (!hasTwoDecimals(mapping.alignment_score)) issue('alignment_score carries two decimals');
  const band = alignmentBand(mapping.alignment_score);
  if (band === undefined) issue(`alignment_score ${mapping.alignment_score} is below the mapped bands`);
  else {
    if (band.relevance !== mapping.relevance) issue(`score ${mapping.alignment_score} (${band.label}) implies relevance ${band.relevance}, not ${mapping.relevance}`);
    if (!band.mapping_types.includes(mapping.mapping_type)) issue(`score ${mapping.alignment_score} (${band.label}) admits ${band.mapping_types.join('/')}, not ${mapping.mapping_type}`);
  }
  const cfrNumber = cfrNumberOf(mapping.cfr_section) ?? '';
  for (const sub of mapping.subsection_mappings ?? []) {
    if (!continuesNumber(sub.cfr_subsection, cfrNumber)) issue(`cfr_subsection ${sub.cfr_subsection} is not a paragraph of ${cfrNumber}`);
    if (!continuesNumber(sub.ich_subsection, ich.number)) issue(`ich_subsection ${sub.ich_subsection} is not a paragraph of ${ich.number}`);
  }
}

/** A reviewed CFR ↔ ICH mapping, written and checked by people; the only kind the API serves as fact. */
export const RegulationMapping = z
  .object({
    id: z.string().regex(/^MAP-(?:GMP|GCP)-\d{3}$/).describe('MAP-GMP-nnn or MAP-GCP-nnn'),
    ...mappingFields,
    provenance: z.literal('curated'),
  })
  .strict()
  .superRefine((mapping, ctx) => {
    if (!mapping.id.startsWith(`MAP-${mapping.regime.toUpperCase()}-`)) ctx.addIssue({ code: 'custom', message: `${mapping.id}: id prefix does not match regime ${mapping.regime}` });
    checkMapping(mapping, ctx);
  });
export type RegulationMapping = z.infer<typeof RegulationMapping>;

/**
 * A mapping proposed by embedding similarity and not yet reviewed. It obeys the same regime and
 * band rules, says which model proposed it and how similar the texts were, and lives in its own
 * list: it is never merged into the curated maps.
 */
export const CandidateMapping = z
  .object({
    id: z.string().regex(/^CAND-(?:GMP|GCP)-\d{3,5}$/),
    ...mappingFields,
    provenance: z.literal('computed'),
    similarity: z.number().min(0).max(1).describe('Cosine similarity of the two section texts'),
    model: z.string().min(3).describe('Embedding model that proposed the candidate'),
  })
  .strict()
  .superRefine((mapping, ctx) => checkMapping(mapping, ctx));
export type CandidateMapping = z.infer<typeof CandidateMapping>;

const uniquePairs = (mappings: readonly { id: string; cfr_section: string; ich_section: string }[], ctx: z.RefinementCtx) => {
  const ids = new Set<string>();
  const pairs = new Set<string>();
  for (const mapping of mappings) {
    const pair = `${mapping.cfr_section} ↔ ${mapping.ich_section}`;
    if (ids.has(mapping.id)) ctx.addIssue({ code: 'custom', message: `duplicate mapping id ${mapping.id}` });
    if (pairs.has(pair)) ctx.addIssue({ code: 'custom', message: `duplicate mapping ${pair}` });
    ids.add(mapping.id);
    pairs.add(pair);
  }
};

/** A list of curated mappings: ids unique, each (CFR, ICH) pair mapped once. */
export const RegulationMappingList = z.array(RegulationMapping).superRefine(uniquePairs);

/** A list of computed candidates: the same uniqueness, kept apart from the curated list. */
export const CandidateMappingList = z.array(CandidateMapping).superRefine(uniquePairs);

/**
 * A CFR ↔ CFR edge, read from `from`: `to` is a `prerequisite` of `from` (must be in place for
 * `from` to be met), `supporting` (supplies records, evidence or a procedure `from` relies on), or
 * `related` (a counterpart on the same subject; symmetric).
 */
export const RelatedRegulationEdge = z
  .object({
    from: CfrSectionId,
    to: CfrSectionId,
    relationship: RelatedRelationship,
    rationale: mappingFields.rationale,
  })
  .strict()
  .refine((edge) => edge.from !== edge.to, { message: 'an edge may not link a section to itself' });
export type RelatedRegulationEdge = z.infer<typeof RelatedRegulationEdge>;

/** The edge list: no section pair linked twice, in either direction. */
export const RelatedRegulationEdgeList = z.array(RelatedRegulationEdge).superRefine((edges, ctx) => {
  const pairs = new Set<string>();
  for (const edge of edges) {
    const pair = [edge.from, edge.to].sort().join(' ↔ ');
    if (pairs.has(pair)) ctx.addIssue({ code: 'custom', message: `duplicate edge ${pair}` });
    pairs.add(pair);
  }
});
