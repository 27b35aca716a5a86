import { openSqlite } from '../sqlite.ts';

/**
 * FacilityFactsStore port: the facilities enrichment step's local state, what it knows about each
 * facility (FEI) from the raw topics, and what it last published for it.
 *
 * It is a state store in the Kafka Streams sense (RocksDB beside a stream task): a projection of
 * the log, private to the `enrich.facilities` consumer group, kept in one SQLite file in the data
 * folder in both modes (embedded and Kafka). It is never the source of truth: it records how far it
 * has folded each input partition (`positions`), and a worker handed the step whose store is
 * missing or behind the group's committed offsets rebuilds it from the log before consuming
 * (issue 19: `catchUp` in enrich/processors/facilities.processor.ts), so a deleted store comes back
 * by itself. (The older way still works: `clear()` it and rewind the group to offset 0 on every
 * topic it consumes; the replay writes the same facts back and re-publishes.)
 *
 * Semantics:
 * - Facts are upserted by id within a facility and kind: the same fact written twice is one fact,
 *   a later write replaces the earlier (merging two statements about one fact is the caller's job,
 *   which can read the current one with `inspection()` first).
 * - The facility's name, state and country: each field keeps the newest non-null value by the
 *   `as_of` date of the record that stated it (a tie goes to the later write).
 * - Product types are ranked by how many distinct records name each, most first, then by name.
 * - `lastPublished` / `savePublished` remember the caller's last published state per facility (for
 *   change detection), with the scores and peer group that `peerStats` aggregates.
 * - Each fact and product-type statement remembers the records (`origin`, `<topic>|<record id>`)
 *   that stated it. `retract(origin)` removes that record's statements; a fact no record states any
 *   more is deleted, and a facility left with no fact is deleted with its published state (so it
 *   leaves the peer groups). An upsert with an origin replaces what that origin stated before.
 *
 * The store does not know the fact types (`infra/` may not import `enrich/`): it is generic over
 * them and keeps them as JSON, trusting that what it returns is what it was given.
 */
export interface FacilityFactsStore<F extends FactShapes = FactShapes, P = unknown> {
  /**
   * Writes what one record states. With `origin` (the record's topic and id), it replaces what
   * that record stated before: a fact the record stated and no longer does is dropped once no
   * other record states it (a corrected record that names another FEI, say), as `retract` would.
   */
  upsert(facts: FacilityFactsUpsert<F>): FactsRetracted;
  /**
   * Forgets what the record `origin` stated (it was retracted): each fact it stated is deleted
   * once no other origin states it, and a facility left with no fact at all is deleted with its
   * published state. Facts written without an origin (before origins were kept) are never
   * retracted. Merged facts keep the merged body: an inspection two records described stays as
   * merged while one of them still states it.
   */
  retract(origin: string): FactsRetracted;
  /** The stored inspection with this id, to merge a new statement into. */
  inspection(fei: string, id: string): F['inspection'] | null;
  /** Everything known about the facility, facts in date order; null when nothing is. */
  history(fei: string): StoredHistory<F> | null;
  /** Every FEI with facts, sorted. */
  feis(): string[];
  lastPublished(fei: string): P | null;
  savePublished(fei: string, state: P, scores: PublishedScores, at: string): void;
  /**
   * Statistics of one score over the last published scores of a peer group (facilities whose main
   * product type is `peerGroup`), leaving out `excludeFei` (a facility is not its own peer). Null
   * when the group is empty. Percentiles interpolate linearly between ranks (numpy's default).
   */
  peerStats(peerGroup: string, score: PeerScoreName, options?: { excludeFei?: string }): PeerStats | null;
  /** The last published scores of a peer group, ascending: for callers that compute many facilities' peer statistics at once (`peerStatsOf`). */
  peerScores(peerGroup: string, score: PeerScoreName): PeerScore[];
  /** Every peer group some published facility belongs to. */
  peerGroups(): string[];
  /**
   * How far the store has folded each input topic partition: the next offset to read. The step
   * saves them after each batch; a worker handed the step's partitions compares them with the
   * group's committed offsets to tell whether its local copy is current (issue 19, state handover).
   */
  positions(): StorePosition[];
  savePositions(positions: readonly StorePosition[]): void;
  /** Forgets every last published state (not the facts), before restoring them from the output log. */
  clearPublished(): void;
  /** Forgets everything (facts, published states, positions), before a rebuild by replay. */
  clear(): void;
  /**
   * Runs `work` in one transaction (the store's own writes inside it nest as savepoints): a
   * caller writing many records commits once, not once per record.
   */
  transaction<T>(work: () => T): T;
  close(): void;
}

/** The next offset of one input topic partition the store has folded. */
export interface StorePosition {
  topic: string;
  partition: number;
  offset: number;
}

/** What a retraction (or a replacing upsert) removed: per facility, the facts deleted, and whether the facility went with them. */
export interface FactsRetracted {
  facilities: Array<{ fei: string; name: string | null; removed: Array<{ kind: Kind | 'product_types'; id: string }>; gone: boolean }>;
}

/** The least the store needs of each kind of fact: an id, and a date to order by. */
export interface FactShapes {
  inspection: { id: string; end_date: string };
  citation: { id: string; date: string };
  compliance_action: { id: string; date: string };
}

/** One write: what one message (or batch) says about one facility. */
export interface FacilityFactsUpsert<F extends FactShapes> {
  fei: string;
  /** The record that states these facts (`<topic>|<record id>`): what a later retraction names. */
  origin?: string;
  facility?: { name: string | null; state: string | null; country: string | null; as_of: string };
  product_types?: { fact_id: string; types: readonly string[] } | null;
  inspections?: readonly F['inspection'][];
  citations?: readonly F['citation'][];
  compliance_actions?: readonly F['compliance_action'][];
}

/** The stored history of one facility; structurally the scores' `FacilityHistory` when `F` holds its fact types. */
export interface StoredHistory<F extends FactShapes> {
  fei: string;
  name: string;
  state: string | null;
  country: string | null;
  product_types: string[];
  inspections: F['inspection'][];
  citations: F['citation'][];
  compliance_actions: F['compliance_action'][];
}

export interface PublishedScores {
  /** The facility's main product type, or null when no source names one (then it is in no peer group). */
  peer_group: string | null;
  risk_score: number;
  facility_score: number;
}

/** Which published score peer statistics are taken over. */
export type PeerScoreName = keyof Omit<PublishedScores, 'peer_group'>;

export interface PeerScore {
  fei: string;
  score: number;
}

export interface PeerStats {
  mean: number;
  p75: number;
  p90: number;
  size: number;
}

type Kind = keyof FactShapes;

/** The store as a SQLite file (normally `<data dir>/facility-facts.db`). */
export function createFacilityFactsStore<F extends FactShapes = FactShapes, P = unknown>(options: { file: string }): FacilityFactsStore<F, P> {
  const db = openSqlite(options.file);
  db.exec(`
    CREATE TABLE IF NOT EXISTS facilities (
      fei TEXT PRIMARY KEY,
      name TEXT, name_as_of TEXT, state TEXT, state_as_of TEXT, country TEXT, country_as_of TEXT
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS product_types (
      fei TEXT NOT NULL, fact_id TEXT NOT NULL, product_type TEXT NOT NULL,
      PRIMARY KEY (fei, fact_id, product_type)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS facts (
      fei TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, date TEXT NOT NULL, body TEXT NOT NULL,
      PRIMARY KEY (fei, kind, id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS published (
      fei TEXT PRIMARY KEY, state TEXT NOT NULL, peer_group TEXT,
      risk_score REAL NOT NULL, facility_score REAL NOT NULL, published_at TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS published_by_group ON published (peer_group);
    CREATE TABLE IF NOT EXISTS fact_origins (
      origin TEXT NOT NULL, fei TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL,
      PRIMARY KEY (origin, fei, kind, id)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS fact_origins_by_fact ON fact_origins (fei, kind, id);
    CREATE TABLE IF NOT EXISTS positions (
      topic TEXT NOT NULL, partition INTEGER NOT NULL, next_offset INTEGER NOT NULL,
      PRIMARY KEY (topic, partition)
    ) WITHOUT ROWID;
  `);

  const ensureFacility = db.prepare('INSERT INTO facilities (fei) VALUES (?) ON CONFLICT (fei) DO NOTHING');
  // Each field moves only forward in time, and only to a value: the CASEs keep the newest non-null.
  // Two sources naming the facility on the same day (a 483 and a warning letter) are settled by the
  // smaller text, never by arrival order, so every run over the same records ends the same.
  const newer = (field: string) => `@${field} IS NOT NULL AND (${field}_as_of IS NULL OR @as_of > ${field}_as_of OR (@as_of = ${field}_as_of AND @${field} < ${field}))`;
  const updateFacility = db.prepare<{ fei: string; name: string | null; state: string | null; country: string | null; as_of: string }>(`
    UPDATE facilities SET
      name = CASE WHEN ${newer('name')} THEN @name ELSE name END,
      name_as_of = CASE WHEN ${newer('name')} THEN @as_of ELSE name_as_of END,
      state = CASE WHEN ${newer('state')} THEN @state ELSE state END,
      state_as_of = CASE WHEN ${newer('state')} THEN @as_of ELSE state_as_of END,
      country = CASE WHEN ${newer('country')} THEN @country ELSE country END,
      country_as_of = CASE WHEN ${newer('country')} THEN @as_of ELSE country_as_of END
    WHERE fei = @fei`);
  const insertProductType = db.prepare('INSERT INTO product_types (fei, fact_id, product_type) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const upsertFact = db.prepare(
    `INSERT INTO facts (fei, kind, id, date, body) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (fei, kind, id) DO UPDATE SET date = excluded.date, body = excluded.body`,
  );
  const selectFact = db.prepare<[string, string, string], { body: string }>('SELECT body FROM facts WHERE fei = ? AND kind = ? AND id = ?');
  const selectFacility = db.prepare<[string], { name: string | null; state: string | null; country: string | null }>(
    'SELECT name, state, country FROM facilities WHERE fei = ?',
  );
  const selectProductTypes = db.prepare<[string], { product_type: string }>(
    `SELECT product_type FROM product_types WHERE fei = ? GROUP BY product_type ORDER BY COUNT(*) DESC, product_type`,
  );
  const selectFacts = db.prepare<[string, string], { body: string }>('SELECT body FROM facts WHERE fei = ? AND kind = ? ORDER BY date, id');
  const selectFeis = db.prepare<[], { fei: string }>('SELECT fei FROM facilities ORDER BY fei');
  const selectPublished = db.prepare<[string], { state: string }>('SELECT state FROM published WHERE fei = ?');
  const upsertPublished = db.prepare(
    `INSERT INTO published (fei, state, peer_group, risk_score, facility_score, published_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (fei) DO UPDATE SET state = excluded.state, peer_group = excluded.peer_group,
       risk_score = excluded.risk_score, facility_score = excluded.facility_score, published_at = excluded.published_at`,
  );
  const selectPeerGroups = db.prepare<[], { peer_group: string }>('SELECT DISTINCT peer_group FROM published WHERE peer_group IS NOT NULL ORDER BY peer_group');
  const selectPeerScores = {
    risk_score: db.prepare<[string], PeerScore>('SELECT fei, risk_score AS score FROM published WHERE peer_group = ? ORDER BY risk_score, fei'),
    facility_score: db.prepare<[string], PeerScore>('SELECT fei, facility_score AS score FROM published WHERE peer_group = ? ORDER BY facility_score, fei'),
  };

  const selectOrigin = db.prepare<[string], { fei: string; kind: string; id: string }>('SELECT fei, kind, id FROM fact_origins WHERE origin = ?');
  const insertOrigin = db.prepare('INSERT INTO fact_origins (origin, fei, kind, id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const deleteOrigin = db.prepare('DELETE FROM fact_origins WHERE origin = ? AND fei = ? AND kind = ? AND id = ?');
  const factStated = db.prepare<[string, string, string], { one: number }>('SELECT 1 AS one FROM fact_origins WHERE fei = ? AND kind = ? AND id = ? LIMIT 1');
  const deleteFact = db.prepare('DELETE FROM facts WHERE fei = ? AND kind = ? AND id = ?');
  const deleteProductTypes = db.prepare('DELETE FROM product_types WHERE fei = ? AND fact_id = ?');
  const anyFact = db.prepare<[string, string, string], { one: number }>(
    'SELECT 1 AS one FROM facts WHERE fei = ? UNION ALL SELECT 1 FROM product_types WHERE fei = ? UNION ALL SELECT 1 FROM fact_origins WHERE fei = ? LIMIT 1',
  );
  const deleteFacility = db.prepare('DELETE FROM facilities WHERE fei = ?');
  const deletePublished = db.prepare('DELETE FROM published WHERE fei = ?');

  /** Drops these statements of `origin`, then every fact no origin states any more; reports what went. */
  function dropStatements(origin: string, statements: ReadonlyArray<{ fei: string; kind: string; id: string }>): FactsRetracted {
    const byFei = new Map<string, Array<{ kind: Kind | 'product_types'; id: string }>>();
    for (const { fei, kind, id } of statements) {
      deleteOrigin.run(origin, fei, kind, id);
      if (factStated.get(fei, kind, id)) continue;
      if (kind === 'product_types') deleteProductTypes.run(fei, id);
      else deleteFact.run(fei, kind, id);
      const removed = byFei.get(fei) ?? [];
      removed.push({ kind: kind as Kind | 'product_types', id });
      byFei.set(fei, removed);
    }
    const facilities = [...byFei].map(([fei, removed]) => {
      const gone = !anyFact.get(fei, fei, fei);
      const name = selectFacility.get(fei)?.name ?? null;
      if (gone) {
        deleteFacility.run(fei);
        deletePublished.run(fei);
      }
      return { fei, name, removed, gone };
    });
    return { facilities };
  }

  const upsertAll = db.transaction((facts: FacilityFactsUpsert<F>): FactsRetracted => {
    const stated: Array<{ kind: string; id: string }> = [
      ...(facts.product_types ? [{ kind: 'product_types', id: facts.product_types.fact_id }] : []),
      ...(facts.inspections ?? []).map((fact) => ({ kind: 'inspection', id: fact.id })),
      ...(facts.citations ?? []).map((fact) => ({ kind: 'citation', id: fact.id })),
      ...(facts.compliance_actions ?? []).map((fact) => ({ kind: 'compliance_action', id: fact.id })),
    ];
    let replaced: FactsRetracted = { facilities: [] };
    if (facts.origin) {
      const now = new Set(stated.map((s) => `${facts.fei}\u0000${s.kind}\u0000${s.id}`));
      const before = selectOrigin.all(facts.origin).filter((row) => !now.has(`${row.fei}\u0000${row.kind}\u0000${row.id}`));
      for (const s of stated) insertOrigin.run(facts.origin, facts.fei, s.kind, s.id);
      if (before.length > 0) replaced = dropStatements(facts.origin, before);
    }
    ensureFacility.run(facts.fei);
    if (facts.facility) updateFacility.run({ fei: facts.fei, ...facts.facility });
    if (facts.product_types) for (const type of facts.product_types.types) insertProductType.run(facts.fei, facts.product_types.fact_id, type);
    for (const fact of facts.inspections ?? []) upsertFact.run(facts.fei, 'inspection', fact.id, fact.end_date, JSON.stringify(fact));
    for (const fact of facts.citations ?? []) upsertFact.run(facts.fei, 'citation', fact.id, fact.date, JSON.stringify(fact));
    for (const fact of facts.compliance_actions ?? []) upsertFact.run(facts.fei, 'compliance_action', fact.id, fact.date, JSON.stringify(fact));
    return replaced;
  });
  const selectPositions = db.prepare<[], { topic: string; partition: number; next_offset: number }>('SELECT topic, partition, next_offset FROM positions ORDER BY topic, partition');
  const upsertPosition = db.prepare('INSERT INTO positions (topic, partition, next_offset) VALUES (?, ?, ?) ON CONFLICT (topic, partition) DO UPDATE SET next_offset = excluded.next_offset');
  const savePositionsAll = db.transaction((positions: readonly StorePosition[]) => {
    for (const p of positions) upsertPosition.run(p.topic, p.partition, p.offset);
  });
  const retractAll = db.transaction((origin: string): FactsRetracted => dropStatements(origin, selectOrigin.all(origin)));
  const factsOf = <T>(fei: string, kind: Kind): T[] => selectFacts.all(fei, kind).map((row) => JSON.parse(row.body) as T);

  return {
    upsert(facts) {
      return upsertAll(facts);
    },
    retract(origin) {
      return retractAll(origin);
    },
    inspection(fei, id) {
      const row = selectFact.get(fei, 'inspection', id);
      return row ? (JSON.parse(row.body) as F['inspection']) : null;
    },
    history(fei) {
      const facility = selectFacility.get(fei);
      if (!facility) return null;
      return {
        fei,
        name: facility.name ?? '',
        state: facility.state,
        country: facility.country,
        product_types: selectProductTypes.all(fei).map((row) => row.product_type),
        inspections: factsOf<F['inspection']>(fei, 'inspection'),
        citations: factsOf<F['citation']>(fei, 'citation'),
        compliance_actions: factsOf<F['compliance_action']>(fei, 'compliance_action'),
      };
    },
    feis() {
      return selectFeis.all().map((row) => row.fei);
    },
    lastPublished(fei) {
      const row = selectPublished.get(fei);
      return row ? (JSON.parse(row.state) as P) : null;
    },
    savePublished(fei, state, scores, at) {
      upsertPublished.run(fei, JSON.stringify(state), scores.peer_group, scores.risk_score, scores.facility_score, at);
    },
    peerStats(peerGroup, score, statsOptions = {}) {
      return peerStatsOf(selectPeerScores[score].all(peerGroup), statsOptions.excludeFei);
    },
    peerScores(peerGroup, score) {
      return selectPeerScores[score].all(peerGroup);
    },
    peerGroups() {
      return selectPeerGroups.all().map((row) => row.peer_group);
    },
    positions() {
      return selectPositions.all().map((row) => ({ topic: row.topic, partition: row.partition, offset: row.next_offset }));
    },
    savePositions(positions) {
      savePositionsAll(positions);
    },
    transaction(work) {
      return db.transaction(work)();
    },
    clearPublished() {
      db.exec('DELETE FROM published;');
    },
    clear() {
      db.exec('DELETE FROM facilities; DELETE FROM product_types; DELETE FROM facts; DELETE FROM published; DELETE FROM fact_origins; DELETE FROM positions;');
    },
    close() {
      if (db.open) db.close();
    },
  };
}

/**
 * Mean, 75th and 90th percentile of peer scores sorted ascending, leaving out `excludeFei` (a
 * facility is not its own peer); null when no peer is left.
 */
export function peerStatsOf(sorted: readonly PeerScore[], excludeFei?: string): PeerStats | null {
  const scores = sorted.filter((peer) => peer.fei !== excludeFei).map((peer) => peer.score);
  if (scores.length === 0) return null;
  return {
    mean: scores.reduce((sum, value) => sum + value, 0) / scores.length,
    p75: percentileOfSorted(scores, 0.75),
    p90: percentileOfSorted(scores, 0.9),
    size: scores.length,
  };
}

/** Linear interpolation between closest ranks (h = (n − 1)·p), over values sorted ascending. */
export function percentileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no values');
  const h = (sorted.length - 1) * p;
  const lower = Math.floor(h);
  const upper = Math.ceil(h);
  const low = sorted[lower] ?? Number.NaN;
  const high = sorted[upper] ?? Number.NaN;
  return low + (h - lower) * (high - low);
}
