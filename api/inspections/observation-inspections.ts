import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import { type ResponseCache, SEARCH_ANSWER_STALE_AFTER_MS, createResponseCache } from '../platform/response-cache.ts';
import { cachedAtIndexVersion } from '../platform/versioned-list.ts';
import { readFacility } from './facility-profile.ts';

/*
 * The inspection an observation was made in, as the facility routes know it.
 *
 * A 483 observation arrives with the 483's own inspection id (`483-<FEI>-<YYYYMMDD>`) and no
 * classification: a 483 never states NAI/VAI/OAI. The facilities step (enrich/facilities/
 * facility-facts.ts, `consolidateHistory`) folds that 483 inspection into the Dashboard inspection
 * of the same FEI that ended on the 483's date, when there is one, and re-points the observation's
 * citation at it; the facility document then lists the citation (id = observation id) under the
 * Dashboard inspection id with the Dashboard's classification. `GET /v1/483/facilities/{fei}/
 * citations` serves exactly that. This module reads the same join back from the facility documents
 * so the observation search and listing serve what the citations route serves:
 *
 * - `inspection_id`: the Dashboard inspection id where the join found one (the id under which
 *   `/facilities/{fei}/inspections` lists that visit, and the schema's definition of an inspection
 *   id: "Dashboard Inspection ID, or 483-<FEI>-<YYYYMMDD> for an inspection known from its 483"),
 *   else the 483's own id;
 * - `classification`: that inspection's classification as the Dashboard states it (`OAI`, or null
 *   for a "not OAI" row: SPEC-DECISIONS 23, never a guessed NAI/VAI), else the observation's own
 *   (null: no source classifies a 483 alone).
 *
 * Coverage on the offline mirror: 45 of the 66 FEIs with observations have a Dashboard inspection
 * ending on a 483's date (260 of 391 observations take its id), and 16 of those FEIs have a
 * classified (OAI) one (140 observations). The rest stay null until a classification source covers
 * them. An observation its facility document does not hold yet (the facilities step lags the
 * observation sink) keeps its own values until it does; either index moving is a new join.
 *
 * Cost: built once per pair of index versions (one terms aggregation, one read by id per FEI with
 * observations, and a scan of the observations that carry a classification of their own: none
 * today), then shared; a request pays two version reads (kept per turn or window by the app) and a
 * map lookup per hit.
 */

type Classification = NonNullable<EnrichedObservation['classification']>;
const CLASSIFICATIONS: readonly Classification[] = ['NAI', 'VAI', 'OAI'];

/** What an observation is served with: the inspection it was made in and that inspection's classification. */
export interface ObservationInspection {
  inspection_id: string;
  classification: Classification | null;
}

/** The fields of an observation record the join reads. */
export type ObservationRef = Pick<EnrichedObservation, 'observation_id' | 'inspection_id' | 'classification'>;

/** The join at one pair of index versions. */
export interface ObservationInspections {
  /** The inspection id and classification to serve for this observation. */
  of(observation: ObservationRef): ObservationInspection;
  /** Ids (ascending) of the observations served with one of these classifications. */
  idsClassifiedAs(classifications: readonly Classification[]): string[];
  /**
   * A hash of the ids per classification: two joins with the same fingerprint filter alike, so a
   * cached ranking under a classification filter is keyed by it (never reused with another join).
   */
  fingerprint: string;
}

/** Reads the join, rebuilt when the observation or the facility index changes. */
export interface ObservationInspectionsReader {
  read(): Promise<ObservationInspections>;
}

/** Facility documents read at once while building the join (a burst of reads by id, bounded). */
const READ_BATCH = 50;
/** An idle process drops the join after this long; a version change replaces it sooner. */
const JOIN_TTL_MS = 60 * 60 * 1000;

/**
 * The reader the observation routes share: the join cached at the two indices' versions (the
 * markers their sinks move), computed once however many requests ask at once. While a new version
 * is being joined, a request waits at most `SEARCH_ANSWER_STALE_AFTER_MS` before it is answered with
 * the join before (as the search answers are).
 */
export function createObservationInspectionsReader(
  search: Pick<SearchStore, 'get' | 'ensureIndex' | 'terms' | 'count' | 'scan'>,
  cache: ResponseCache = createResponseCache({ ttlMs: JOIN_TTL_MS, maxEntries: 1, staleAfterMs: SEARCH_ANSWER_STALE_AFTER_MS }),
): ObservationInspectionsReader {
  return {
    read: () => cachedAtIndexVersion(search, cache, [OBSERVATIONS_INDEX, FACILITIES_INDEX], 'observation-inspections', () => joinObservationInspections(search)),
  };
}

/** Builds the join from the stores (uncached: `createObservationInspectionsReader` caches it). */
export async function joinObservationInspections(search: Pick<SearchStore, 'get' | 'terms' | 'count' | 'scan' | 'ensureIndex'>): Promise<ObservationInspections> {
  // Declared as the routes declare them: on a fresh Elasticsearch neither index exists before its
  // sink writes, and an undeclared index is an error there (an empty one in the embedded store).
  await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
  await search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
  const total = await search.count(OBSERVATIONS_INDEX);
  const joined = new Map<string, ObservationInspection>();
  if (total === 0) return observationInspections(joined, new Map());
  const feis = (await search.terms(OBSERVATIONS_INDEX, 'fei_number', { size: total })).map((bucket) => bucket.key);
  for (let start = 0; start < feis.length; start += READ_BATCH) {
    const facilities = await Promise.all(feis.slice(start, start + READ_BATCH).map((fei) => readFacility(search, fei)));
    for (const f of facilities) {
      if (!f) continue;
      const inspections = new Map(f.inspections.map((i) => [i.id, i]));
      for (const citation of f.citations) {
        // Observation citations carry the observation id (`483-…`); Dashboard citations are their own.
        if (!citation.id.startsWith('483-')) continue;
        const inspection = inspections.get(citation.inspection_id);
        if (inspection) joined.set(citation.id, { inspection_id: inspection.id, classification: inspection.classification });
      }
    }
  }
  // An observation record that states a classification itself (none does today) keeps it where
  // the join states none.
  const own = new Map<string, Classification>();
  for await (const page of search.scan<ObservationRef>(OBSERVATIONS_INDEX, { filter: [{ field: 'classification', exists: true }] })) {
    for (const { doc } of page) if (doc.classification) own.set(doc.observation_id, doc.classification);
  }
  return observationInspections(joined, own);
}

function observationInspections(joined: ReadonlyMap<string, ObservationInspection>, own: ReadonlyMap<string, Classification>): ObservationInspections {
  const byClassification = new Map<Classification, string[]>(CLASSIFICATIONS.map((c) => [c, []]));
  const served = (id: string): Classification | null => joined.get(id)?.classification ?? own.get(id) ?? null;
  for (const id of new Set([...joined.keys(), ...own.keys()])) {
    const classification = served(id);
    if (classification) byClassification.get(classification)?.push(id);
  }
  for (const ids of byClassification.values()) ids.sort();
  return {
    fingerprint: contentHash(Object.fromEntries(byClassification)),
    of: (observation) => {
      const join = joined.get(observation.observation_id);
      return { inspection_id: join?.inspection_id ?? observation.inspection_id, classification: join?.classification ?? observation.classification };
    },
    idsClassifiedAs: (classifications) => [...new Set(classifications)].flatMap((c) => byClassification.get(c) ?? []).sort(),
  };
}
