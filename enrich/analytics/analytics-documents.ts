import { contentHash } from '../../infra/util/content-hash.ts';
import { AMENDMENT_DATA_SOURCES, PATTERN_PHASES, type PatternPhase, amendmentPatterns, analysisPeriodFor, type TimePeriodPreset } from '../domain/amendments/amendment-patterns.ts';
import type { StudyVersions } from '../domain/amendments/study-version.ts';
import { type DataFreshness, type RiskLevel, TOP_CITED_CFR, analyticsSummary } from '../domain/analytics/analytics-summary.ts';
import { BENCHMARK_GROUPINGS, benchmarks } from '../domain/analytics/benchmarks.ts';
import { latestDay } from '../domain/analytics/calendar.ts';
import { type CfrReferenceQuery, type CrossReference, cfrReferences } from '../domain/analytics/cfr-statistics.ts';
import type { KgProductType } from '../domain/analytics/citation-rows.ts';
import { kgForecasts } from '../domain/analytics/forecast.ts';
import { investigatorKey, investigatorProfiles } from '../domain/analytics/investigator-profiles.ts';
import { type EventTypeRef, KG_TIME_PERIODS, type KgTimePeriod, type SeverityBand, kgTrends } from '../domain/analytics/kg-trends.ts';
import { trendingCitationsByQuarter } from '../domain/analytics/trending.ts';
import { SEARCH_THERAPEUTIC_AREAS, type SearchTherapeuticArea } from '../domain/requirements-search.ts';
import { riskBand } from '../domain/risk/composite-risk.ts';
import type { CitationFact, FacilityHistory } from '../domain/risk/facility-history.ts';
import type { AnalyticsKind } from '../records/enriched-analytics.ts';

/**
 * The issue-7 analytics as documents: every figure an analytics route serves, computed ahead of
 * the request from the whole data set and stored under a stable id, so the API reads one document
 * instead of scanning every facility per call. Pure: the caller passes the histories, scores,
 * study versions and times in; nothing here reads a clock, a file or a store.
 *
 * Documents (id → what it holds):
 * - `summary` → the analytics summary (spec doc 2).
 * - `benchmark:<grouping>:<value>` → one peer group's benchmark. There is no per-grouping list
 *   document: the route lists `kind = benchmark` and keeps `body.grouping`, which is the same
 *   answer without storing every benchmark twice.
 * - `cfr_reference:<act_cfr_number>` → occurrence statistics of one cited number, with the rule
 *   documents that resemble it: the caller runs the rule search (`cfrReferenceQueries` says
 *   what to ask) and passes the hits in as `crossReferences`; here they are only thresholded
 *   (`CROSS_REFERENCE_MIN_SIMILARITY`), de-duplicated per document and trimmed to the best five.
 * - `trending:<FY…-Q…>` → the whole trending report of the latest quarter complete on `as_of`,
 *   and of every earlier quarter that has citations (each computed as of that quarter's last day;
 *   older periods' documents stay: each is the report of a closed quarter).
 * - `investigator:<matching key>` → one investigator's profile (the key of `investigatorKey`, so
 *   spelling variants that match share one document).
 * - `kg_trends:<time_period>:<product_type>` → the KG trend blocks and, for Enterprise, the
 *   next-quarter forecasts (`predictive_forecasts`; the route drops them for other tiers).
 * - `amendment_patterns:<area|all>:<1_year|3_years|5_years|10_years>[:<I|II|III|IV>]` → the
 *   amendment statistics (all phases, or one), or the honest `INSUFFICIENT_DATA` /
 *   `NO_VERSION_HISTORY` answer.
 *
 * Every body carries `analytics_version`, `as_of` (the reference day) and `computed_at` (when);
 * `computed_at` is left out of the content hash, so recomputing unchanged data changes no hash.
 */

/** Version of the analytics bodies; bump when a method or a body's shape changes. */
export const ANALYTICS_VERSION = '1.0';

/** One analytics document before the record envelope is added. */
export interface AnalyticsDocument {
  id: string;
  kind: AnalyticsKind;
  body: Record<string, unknown>;
}

/** Everything the documents are computed from. */
export interface AnalyticsInputs {
  histories: readonly FacilityHistory[];
  /** Composite risk score (0–100) per FEI: the last one the facilities step published. */
  riskScores: ReadonlyMap<string, number>;
  /** ClinicalTrials.gov versions grouped by study (`groupStudyVersions`). */
  studies: readonly StudyVersions[];
  /** The reference day, `YYYY-MM-DD` (the clock's today). */
  asOf: string;
  /** ISO timestamp of this computation; stored, never hashed. */
  computedAt: string;
  /**
   * Rule-document hits per cited number (`act_cfr_number` as cited), similarity = the rule
   * search's 0–1 score; any order, several hits of one document allowed. Absent or
   * missing a number: that reference has no cross-references (`match_confidence` 0).
   */
  crossReferences?: ReadonlyMap<string, readonly CrossReference[]>;
  /** Event type of a citation for the KG trends; without it the event-type and severity blocks are empty. */
  eventTypeOf?: (citation: CitationFact) => EventTypeRef | null;
  severityOf?: (citation: CitationFact, eventType: EventTypeRef | null) => SeverityBand | null;
}

/** The `product_type` values of the KG trends route. */
export const KG_PRODUCT_TYPES: ReadonlyArray<KgProductType | 'all'> = ['all', 'drug', 'food', 'device', 'api'];
/** The amendment presets stored: every `time_period` of `GET /v1/patterns/{therapeutic_area}`. */
export const AMENDMENT_PRESETS: readonly TimePeriodPreset[] = ['1_year', '3_years', '5_years', '10_years'];
/** The phases stored besides all phases (`…:<preset>` covers every phase, `…:<preset>:<phase>` one). */
export const AMENDMENT_PHASES: readonly PatternPhase[] = PATTERN_PHASES;
/** The areas stored: every canonical area, plus `all`. */
export const AMENDMENT_AREAS: ReadonlyArray<SearchTherapeuticArea | 'all'> = ['all', ...SEARCH_THERAPEUTIC_AREAS];

/**
 * Where the amendment periods end: the newest version date of any study with two or more versions,
 * i.e. the last day an amendment could be observed (the record histories of the mirror end in
 * December 2021, while single-version API downloads run to today and show no amendment). Periods
 * count back from the data, as the trends do from their latest quarter (SPEC-DECISIONS 16), and
 * every answer states its `analysis_period`. Null when no study has two versions.
 */
export function amendmentDataEnd(studies: AnalyticsInputs['studies']): string | null {
  let end: string | null = null;
  for (const study of studies) {
    if (study.versions.length < 2) continue;
    for (const version of study.versions) if (end === null || version.version_date > end) end = version.version_date;
  }
  return end;
}

/** Every analytics document of the inputs, in a stable order (kind, then id). */
export function analyticsDocuments(inputs: AnalyticsInputs): AnalyticsDocument[] {
  const stamp = { analytics_version: ANALYTICS_VERSION, as_of: inputs.asOf, computed_at: inputs.computedAt };
  const doc = (kind: AnalyticsKind, id: string, body: object): AnalyticsDocument => ({ id, kind, body: { ...stamp, ...body } });
  const { histories, asOf } = inputs;
  const documents: AnalyticsDocument[] = [];

  const numbered = numberedHistories(histories);
  const unnumbered = histories.some((h) => !h.citations.every(hasNumber));

  const riskLevels = new Map<string, RiskLevel>();
  for (const [fei, score] of inputs.riskScores) if (Number.isFinite(score)) riskLevels.set(fei, riskBand(score));
  const summary = analyticsSummary(histories, { riskLevels, dataFreshness: dataFreshness(inputs), topN: TOP_CITED_CFR + 1 });
  documents.push(
    doc('summary', 'summary', {
      ...summary,
      total_cfr_references: summary.total_cfr_references - (unnumbered ? 1 : 0),
      top_cited_cfr: summary.top_cited_cfr.filter((row) => row.act_cfr_number.length > 0).slice(0, TOP_CITED_CFR),
    }),
  );

  for (const grouping of BENCHMARK_GROUPINGS) {
    for (const benchmark of benchmarks(histories, { grouping, riskScores: inputs.riskScores, lastUpdated: asOf })) {
      documents.push(doc('benchmark', `benchmark:${grouping}:${benchmark.group_value}`, benchmark));
    }
  }

  const found = inputs.crossReferences;
  const similar = (query: CfrReferenceQuery) => found?.get(query.act_cfr_number) ?? [];
  for (const reference of cfrReferences(numbered, { similar, matchedAt: asOf, minSimilarity: CROSS_REFERENCE_MIN_SIMILARITY })) {
    documents.push(doc('cfr_reference', `cfr_reference:${reference.act_cfr_number}`, reference));
  }

  // The quarter complete on as_of, and every earlier quarter that has citations (as of its own last
  // day), so the route can answer `as_of` and "the latest quarter that has data" (SPEC-DECISIONS 16)
  // from stored documents even when the data stop before the reference day.
  for (const report of trendingCitationsByQuarter(numbered, { asOf })) documents.push(doc('trending', `trending:${report.period}`, report));

  for (const profile of investigatorProfiles(numbered)) {
    documents.push(doc('investigator', `investigator:${investigatorKey(profile.investigator_name)}`, profile));
  }

  const eventTypeOf = inputs.eventTypeOf ?? (() => null);
  const severityOf = inputs.severityOf ?? (() => null);
  for (const productType of KG_PRODUCT_TYPES) {
    // Forecasts do not depend on the window: one computation serves the five time periods.
    const forecasts = kgForecasts(numbered, { productType, eventTypeOf });
    for (const timePeriod of Object.keys(KG_TIME_PERIODS) as KgTimePeriod[]) {
      const outcome = kgTrends(numbered, { timePeriod, productType, eventTypeOf, severityOf });
      const head = { time_period: timePeriod, product_type: productType };
      documents.push(
        doc(
          'kg_trends',
          `kg_trends:${timePeriod}:${productType}`,
          outcome.ok ? { ...head, status: 'ok', ...outcome.trends, predictive_forecasts: forecasts } : { ...head, status: outcome.reason, predictive_forecasts: forecasts },
        ),
      );
    }
  }

  const amendmentsAsOf = amendmentDataEnd(inputs.studies) ?? asOf;
  for (const area of AMENDMENT_AREAS) {
    for (const preset of AMENDMENT_PRESETS) {
      for (const phase of [null, ...AMENDMENT_PHASES]) {
        const result = amendmentPatterns(inputs.studies, {
          ...(area === 'all' ? {} : { therapeutic_area: area }),
          ...(phase === null ? {} : { phase }),
          time_period: analysisPeriodFor(preset, amendmentsAsOf),
        });
        const id = `amendment_patterns:${area}:${preset}${phase === null ? '' : `:${phase}`}`;
        documents.push(doc('amendment_patterns', id, { area, time_period: preset, phase, data_sources: AMENDMENT_DATA_SOURCES, ...result }));
      }
    }
  }

  return documents.sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Least score for a rule document to count as a cross-reference, on the scale of the rule search
 * (`POST /v1/semantic-search`: the hybrid ranking whose bands were set on the judged query set).
 * Until 2026-12-06 the cross-references were the raw cosine of one vector search, thresholded at
 * 0.5 on seven guidances; over the whole mirror that let device guidance through for most drug
 * CGMP citations (0.50–0.58 on shared words), see cross-reference-regime.ts. From the rule search
 * they began at 0.50, where "good match" begins. Since the ranking reads query phrases
 * (rule-rank.ts, 2026-12-06) a section's "heading — description" text, which names the subject in
 * a regulation's words rather than a guidance's, scores lower than before, and the line moved to
 * 0.45, graded by hand over the mirror's 67 cited numbers (within their regimes): 18 of 22
 * cross-references relevant at 0.45, 12 of 15 at 0.50 (23 of 30 with the ranking before).
 */
export const CROSS_REFERENCE_MIN_SIMILARITY = 0.45;

/**
 * What to ask the rule-document search, one query per cited number (the numbers and most common
 * short descriptions the `cfr_reference` documents will hold), from the same histories
 * `analyticsDocuments` reads.
 */
export function cfrReferenceQueries(histories: readonly FacilityHistory[]): CfrReferenceQuery[] {
  const queries: CfrReferenceQuery[] = [];
  cfrReferences(numberedHistories(histories), {
    similar: (query) => {
      queries.push(query);
      return [];
    },
    matchedAt: '',
  });
  return queries;
}

/**
 * The text a cited number is searched with: the section heading, when known, names the subject in
 * the regulation's own words, and the short description says what was cited. The number itself is
 * left out: to the sentence model "21 CFR 211.192" reads like any document full of CFR numbers
 * (on the whole mirror, recall and X-ray guidance ranked first for it). Null when there is
 * nothing but the number to search with.
 */
export function crossReferenceQueryText(query: CfrReferenceQuery, sectionHeading?: string | null): string | null {
  const parts = [sectionHeading, query.short_description].filter((part): part is string => typeof part === 'string' && part.trim() !== '').map((part) => part.trim());
  // "Testing and release for distribution — Testing and release for distribution" says it once.
  const distinct = parts.filter((part, i) => parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === i);
  return distinct.length > 0 ? distinct.join(' — ') : null;
}

// A 483 observation no catalogue entry matched is a citation with no number (`act_cfr_number`
// ''): it counts as a citation (totals, per year, per inspection) but is no CFR reference, so
// the number-keyed methods read the histories without it.
const hasNumber = (c: CitationFact) => c.act_cfr_number.trim().length > 0;
function numberedHistories(histories: readonly FacilityHistory[]): FacilityHistory[] {
  return histories.map((h) => (h.citations.every(hasNumber) ? h : { ...h, citations: h.citations.filter(hasNumber) }));
}

/**
 * `data_freshness` of the summary, from the data itself: the latest citation date (citations and
 * CFR references), the latest dated fact of any facility (facilities), and the reference day the
 * scores are read on (risk scores); `none` when there is nothing to date.
 */
export function dataFreshness(inputs: Pick<AnalyticsInputs, 'histories' | 'riskScores' | 'asOf'>): DataFreshness {
  const citations = latestDay(inputs.histories.flatMap((h) => h.citations.map((c) => c.date))) ?? 'none';
  const facts = latestDay(
    inputs.histories.flatMap((h) => [...h.inspections.map((i) => i.end_date), ...h.citations.map((c) => c.date), ...h.compliance_actions.map((a) => a.date)]),
  );
  return { citations, facilities: facts ?? 'none', risk_scores: inputs.riskScores.size > 0 ? inputs.asOf : 'none', cfr_references: citations };
}

/** The content hash of a document: its id, kind and body without `computed_at`. */
export function analyticsContentHash(document: AnalyticsDocument): string {
  const { computed_at: _computedAt, ...timeless } = document.body;
  return contentHash({ id: document.id, kind: document.kind, body: timeless });
}

/** The least of an event type definition the section lookup reads (the taxonomy's shape). */
export interface SectionTypedEventType {
  id: string;
  category: string;
  severity: string;
  cfr_sections: Readonly<Record<string, ReadonlyArray<{ section: string; relevance: string }> | undefined>>;
}

/**
 * Types citations by their CFR section, using the taxonomy's own section lists: a section that
 * exactly one event type cites as `direct` (for any product type) gives that type; a section
 * claimed directly by several types (820.10 under the QMSR, 211.100 …) or by none stays untyped,
 * rather than being guessed. The QSR suffix is ignored (483s cite `21 CFR 820.100`). Severity is
 * the type's taxonomy severity. This is a lookup, not the text classifier: the 483 citation rows
 * carry a section and a short description, not the event narrative the classifier reads.
 */
export function sectionEventTypes(eventTypes: readonly SectionTypedEventType[]): {
  eventTypeOf: (citation: CitationFact) => EventTypeRef | null;
  severityOf: (citation: CitationFact, eventType: EventTypeRef | null) => SeverityBand | null;
} {
  const claims = new Map<string, Set<string>>();
  for (const type of eventTypes) {
    for (const citations of Object.values(type.cfr_sections)) {
      for (const citation of citations ?? []) {
        if (citation.relevance !== 'direct') continue;
        const section = sectionKey(citation.section);
        const owners = claims.get(section) ?? new Set<string>();
        owners.add(type.id);
        claims.set(section, owners);
      }
    }
  }
  const byId = new Map(eventTypes.map((t) => [t.id, t]));
  const typed = new Map<string, EventTypeRef>();
  for (const [section, owners] of claims) {
    if (owners.size !== 1) continue;
    const type = byId.get([...owners][0] as string);
    if (type) typed.set(section, { event_type: type.id, category: type.category });
  }
  const bands: ReadonlySet<string> = new Set<SeverityBand>(['critical', 'major', 'minor']);
  return {
    eventTypeOf: (citation) => (citation.cfr_section ? (typed.get(sectionKey(citation.cfr_section)) ?? null) : null),
    severityOf: (_citation, eventType) => {
      const severity = eventType ? byId.get(eventType.event_type)?.severity : undefined;
      return severity !== undefined && bands.has(severity) ? (severity as SeverityBand) : null;
    },
  };
}

function sectionKey(section: string): string {
  return section.replace(/\s*\(QSR\)\s*$/, '').replace(/\s+/g, ' ').trim();
}
