import { z } from 'zod';
import { FACILITIES_INDEX, FACILITIES_MAPPING, type StoredFacilityDocument } from '../../enrich/sinks/facility-index.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { Clock } from '../../infra/clock.ts';
import { ApiError } from '../platform/errors.ts';
import { EvidenceCollector, responseMetadata } from './evidence.ts';
import { cfrSections } from './kg-knowledge.ts';
import { cfrApiId, parseKgCfr } from './kg-params.ts';

/*
 * `GET /v1/kg/enforcement/timeline/{cfr}` (document 3 lists it without detail; SPEC-DECISIONS 6:
 * Starter+). The facilities cited under a section, each with its OAI outcomes, warning letters,
 * injunctions and consent decrees, on one timeline (newest first). Facts come from the facility
 * documents the facilities step builds from the citation, inspection-outcome and compliance-action
 * sources: an inspection counts as OAI only where a source says so (SPEC-DECISIONS 23), and the
 * timeline shows what happened to a cited facility, not that the citation caused it.
 */

export const TimelineQuery = z.object({
  limit: z.string().max(12).optional().describe('Facilities to include, most cited under the section first (1–100, default 25).'),
});

const ENFORCEMENT = new Set(['warning_letter', 'injunction', 'consent_decree', 'seizure', 'import_alert']);

export interface TimelineDeps {
  search: SearchStore;
  graph: GraphStore;
  clock: Clock;
}

export async function enforcementTimeline(deps: TimelineDeps, raw: string, query: z.output<typeof TimelineQuery>, meta: { requestId: string; startedAt: number }) {
  const parsed = parseKgCfr(raw);
  const limitText = query.limit?.trim();
  if (limitText !== undefined && (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 100)) throw new ApiError('VALIDATION_ERROR', 'limit must be between 1 and 100');
  const limit = limitText === undefined ? 25 : Number(limitText);
  const ids = parsed.section.startsWith('21 CFR 820.') ? [parsed.section, `${parsed.section} (QSR)`] : [parsed.section];
  await deps.search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
  const [page, sections] = await Promise.all([
    deps.search.list<StoredFacilityDocument>(FACILITIES_INDEX, { filter: [{ field: 'cfr_sections', in: ids }], sort: [{ field: 'fei_number', order: 'asc' }], limit: 1000 }),
    cfrSections(deps.graph, [parsed.section]),
  ]);
  const section = sections.get(parsed.section);
  if (!section && page.total === 0) throw new ApiError('NOT_FOUND', `CFR section not found: ${raw}`);

  const facilities = page.items.map(({ doc }) => {
    const facility = doc.document;
    const citations = facility.citations.filter((c) => c.cfr_section !== null && ids.includes(c.cfr_section));
    const oai = facility.inspections.filter((i) => i.classification === 'OAI');
    const actions = facility.compliance_actions.filter((a) => ENFORCEMENT.has(a.kind));
    return { doc, facility, citations, oai, actions };
  });
  facilities.sort((a, b) => b.citations.length - a.citations.length || a.doc.fei_number.localeCompare(b.doc.fei_number));
  const shown = facilities.slice(0, limit);
  const name = (doc: StoredFacilityDocument) => doc.facility_name || null;
  const timeline = shown
    .flatMap(({ doc, citations, oai, actions }) => [
      ...citations.map((c) => ({ date: c.date, event: 'citation' as const, fei_number: doc.fei_number, facility_name: name(doc), detail: `${c.act_cfr_number}${c.short_description ? `: ${c.short_description}` : ''}`, source_id: c.id })),
      ...oai.map((i) => ({ date: i.end_date, event: 'oai_inspection' as const, fei_number: doc.fei_number, facility_name: name(doc), detail: `Inspection classified OAI${i.program_area ? ` (${i.program_area})` : ''}`, source_id: i.id })),
      ...actions.map((a) => ({ date: a.date, event: a.kind as 'warning_letter' | 'injunction' | 'consent_decree' | 'seizure' | 'import_alert', fei_number: doc.fei_number, facility_name: name(doc), detail: a.action_type, source_id: a.id })),
    ])
    .sort((a, b) => b.date.localeCompare(a.date) || a.fei_number.localeCompare(b.fei_number) || a.event.localeCompare(b.event));
  const count = (kind: string) => shown.reduce((sum, f) => sum + f.actions.filter((a) => a.kind === kind).length, 0);
  const evidence = new EvidenceCollector();
  evidence.add({ source_type: 'cfr_regulations', source_id: cfrApiId(parsed.section), retrieval_method: 'direct_lookup', confidence: section?.text ? 1 : 0, verified: Boolean(section?.text) });
  evidence.add({ source_type: 'fda_483_database', source_id: `facilities:cfr_sections=${cfrApiId(parsed.section)}`, retrieval_method: 'aggregation', confidence: 1, total_records: page.total, verified: true });
  const now = deps.clock.now();
  const dates = timeline.map((entry) => entry.date).sort();
  return {
    cfr_section: parsed.section,
    title: section?.title ?? '',
    facilities: shown.map(({ doc, citations, oai, actions }) => ({
      fei_number: doc.fei_number,
      facility_name: name(doc),
      state: doc.state,
      country: doc.country,
      citations_under_section: citations.length,
      oai_inspections: oai.length,
      warning_letters: actions.filter((a) => a.kind === 'warning_letter').length,
      injunctions: actions.filter((a) => a.kind === 'injunction').length,
      consent_decrees: actions.filter((a) => a.kind === 'consent_decree').length,
    })),
    timeline,
    summary: {
      facilities_cited: page.total,
      citations: shown.reduce((sum, f) => sum + f.citations.length, 0),
      oai_inspections: shown.reduce((sum, f) => sum + f.oai.length, 0),
      warning_letters: count('warning_letter'),
      injunctions: count('injunction'),
      consent_decrees: count('consent_decree'),
      first_date: dates[0] ?? null,
      last_date: dates.at(-1) ?? null,
    },
    total: page.total,
    limit,
    ...evidence.block(now.toISOString().slice(0, 10)),
    response_metadata: responseMetadata({ requestId: meta.requestId, startedAt: meta.startedAt, now, sources: evidence.size, extra: { cfr_database_version: 'eCFR Title 21' } }),
  };
}
