import { z } from 'zod';
import { ICH_GUIDELINES_BY_REGIME, type Regime, cfrPartOf, ichPartsOf, regimeOfCfrPart } from './regulation-maps.schema.ts';

/** The one taxonomy version this file describes (SPEC-DECISIONS "Versions in payloads"). */
export const TAXONOMY_VERSION = 'v3.0' as const;

/** The id the classifier emits below the 0.60 confidence floor; not an event type of the taxonomy. */
export const UNKNOWN_EVENT_TYPE = 'unknown' as const;

/** Product types the taxonomy maps regulations for; `supplement` only where Part 111 applies. */
export const ProductType = z.enum(['drug', 'food', 'device', 'api', 'supplement']);
export type ProductType = z.infer<typeof ProductType>;

/** Severity on the classify/investigate scale (document 3, "Classification"). */
export const EventSeverity = z.enum(['critical', 'major', 'minor']);
export type EventSeverity = z.infer<typeof EventSeverity>;

/** How strongly a cited section governs the event: it states the requirement, or it bears on it. */
export const CitationRelevance = z.enum(['direct', 'indirect']);
export type CitationRelevance = z.infer<typeof CitationRelevance>;

const lowerTerm = z
  .string()
  .min(2)
  .regex(/^[a-z0-9][a-z0-9 /&().,'+-]*$/, 'lower-case term')
  .describe('Lower-case word or phrase as it appears in event text');

/**
 * A 21 CFR section in the id form of the eCFR connector (`21 CFR 211.192`). Part 820 sections of
 * the Quality System Regulation in force until 2 February 2026 carry the connector's ` (QSR)`
 * suffix; plain 820 ids are the Quality Management System Regulation.
 */
export const CfrCitation = z.object({
  section: z
    .string()
    .regex(/^21 CFR \d+\.\d+(?: \(QSR\))?$/)
    .describe('Section id, e.g. "21 CFR 211.192" or "21 CFR 820.100 (QSR)"'),
  relevance: CitationRelevance,
  note: z.string().min(10).optional().describe('Which paragraph or clause carries the requirement, or a caveat'),
});
export type CfrCitation = z.infer<typeof CfrCitation>;

/** Guidelines the taxonomy may cite: GMP guidelines for manufacturing events, E6(R3) only for clinical-research events (`regimeMixes`). */
export const IchGuidelineCode = z.enum(['Q7', 'Q9', 'Q9(R1)', 'Q10', 'E6(R3)']);
export type IchGuidelineCode = z.infer<typeof IchGuidelineCode>;

/**
 * An ICH section in the id form of the ICH connector (`ICH Q10 3.2.2`, `ICH Q9 4.3`). Q9 numbers
 * are those of the 2005 Step 4 text; Q7 numbers are its X.Y subsections or whole chapters.
 */
export const IchReference = z.object({
  section: z
    .string()
    .regex(/^ICH (?:Q7|Q9|Q9\(R1\)|Q10|E6\(R3\)) (?:\d+(?:\.\d+)*|[IVX]+\.\d+)$/)
    .describe('Section id, e.g. "ICH Q10 3.2.2"'),
  relevance: CitationRelevance,
  note: z.string().min(10).optional(),
});
export type IchReference = z.infer<typeof IchReference>;

/** CFR citations per product type; an empty list says the type has no regulatory home there. */
export const CfrByProductType = z.object({
  drug: z.array(CfrCitation),
  food: z.array(CfrCitation),
  device: z.array(CfrCitation),
  api: z.array(CfrCitation),
  supplement: z.array(CfrCitation).optional(),
});
export type CfrByProductType = z.infer<typeof CfrByProductType>;

/** One event type of the taxonomy, with what the classifier matches and what it maps to. */
export const EventTypeDefinition = z
  .object({
    id: z.string().regex(/^[a-z]+(?:_[a-z]+)*$/).describe('Taxonomy id, snake_case'),
    category: z.string().regex(/^[a-z]+(?:_[a-z]+)*$/),
    name: z.string().min(3),
    description: z.string().min(40).describe('What the event is, written for a quality professional'),
    severity: EventSeverity,
    keywords: z.array(lowerTerm).min(5).describe('Words and phrases that signal the event'),
    abbreviations: z.array(z.string().regex(/^[A-Za-z0-9/&.+-]{2,12}$/)).describe('Common abbreviations, as written'),
    misspellings: z.array(lowerTerm).min(1).describe('Common misspellings of the keywords'),
    cfr_sections: CfrByProductType,
    ich_references: z.array(IchReference),
  })
  .refine(
    (type) => Object.values(type.cfr_sections).some((citations) => citations !== undefined && citations.length > 0),
    { message: 'an event type cites at least one CFR section for some product type' },
  )
  .superRefine((type, ctx) => {
    for (const message of regimeMixes(type)) ctx.addIssue({ code: 'custom', message });
  });
export type EventTypeDefinition = z.infer<typeof EventTypeDefinition>;

/**
 * The rule the regulation maps obey (no E6(R3) for manufacturing, no Q7 for clinical research),
 * applied to a type: a type that cites a GMP-regime CFR section directly is a manufacturing event
 * and may cite only GMP-regime ICH guidelines; a type whose direct citations are all GCP-regime may
 * cite only E6(R3). Types with no regime-classified direct citation are left alone. Returns one
 * message per offending reference.
 */
export function regimeMixes(type: { id: string; cfr_sections: Partial<Record<string, readonly { section: string; relevance: string }[] | undefined>>; ich_references: readonly { section: string }[] }): string[] {
  const regimes = new Set<Regime>();
  for (const citations of Object.values(type.cfr_sections)) {
    for (const citation of citations ?? []) {
      const part = cfrPartOf(citation.section);
      const regime = citation.relevance === 'direct' && part !== undefined ? regimeOfCfrPart(part) : undefined;
      if (regime) regimes.add(regime);
    }
  }
  if (regimes.size === 0) return [];
  const regime: Regime = regimes.has('gmp') ? 'gmp' : 'gcp';
  return type.ich_references
    .filter((reference) => {
      const guideline = ichPartsOf(reference.section)?.guideline;
      return guideline !== undefined && !ICH_GUIDELINES_BY_REGIME[regime].includes(guideline);
    })
    .map((reference) => `${type.id}: ${reference.section} is not a ${regime.toUpperCase()}-regime guideline, and the type cites ${regime.toUpperCase()}-regime CFR sections directly`);
}

/** An id of an earlier taxonomy accepted on input and resolved to a current type (never emitted). */
export const EventTypeAlias = z.object({
  alias: z.string().regex(/^[a-z]+(?:_[a-z]+)*$/),
  canonical: z.string().regex(/^[a-z]+(?:_[a-z]+)*$/).describe(`A taxonomy id, or "${UNKNOWN_EVENT_TYPE}"`),
  rationale: z.string().min(20),
});
export type EventTypeAlias = z.infer<typeof EventTypeAlias>;

/** The whole taxonomy file: version, the 39 types, the aliases; ids unique, aliases resolvable. */
export const EventTaxonomy = z
  .object({
    taxonomy_version: z.literal(TAXONOMY_VERSION),
    event_types: z.array(EventTypeDefinition).length(39),
    aliases: z.array(EventTypeAlias),
  })
  .superRefine((taxonomy, ctx) => {
    const ids = new Set<string>();
    for (const type of taxonomy.event_types) {
      if (ids.has(type.id)) ctx.addIssue({ code: 'custom', message: `duplicate event type id ${type.id}` });
      ids.add(type.id);
    }
    for (const alias of taxonomy.aliases) {
      if (ids.has(alias.alias)) ctx.addIssue({ code: 'custom', message: `alias ${alias.alias} is also a type id` });
      if (!ids.has(alias.canonical) && alias.canonical !== UNKNOWN_EVENT_TYPE) {
        ctx.addIssue({ code: 'custom', message: `alias ${alias.alias} points to unknown id ${alias.canonical}` });
      }
    }
  });
export type EventTaxonomy = z.infer<typeof EventTaxonomy>;
