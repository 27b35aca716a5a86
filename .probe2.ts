import Database from 'better-sqlite3';
const db = new Database('/tmp/prof4/search.db', { readonly: true });
const m = '"out" OR "specification" OR "results" OR "investigated" OR "root" OR "cause" OR "analysis" OR "failure" OR "investigation" OR "laboratory"';
const a = db.prepare(`SELECT d.id, bm25(search_fts_observations) AS rank FROM search_fts_observations JOIN search_docs_observations d ON d.rid = search_fts_observations.rowid WHERE search_fts_observations MATCH ? ORDER BY rank, d.id LIMIT 100`);
const b = db.prepare(`SELECT d.id, d.doc, bm25(search_fts_observations) AS rank FROM search_fts_observations JOIN search_docs_observations d ON d.rid = search_fts_observations.rowid WHERE search_fts_observations MATCH ? ORDER BY rank, d.id LIMIT 100`);
for (const [name, st, parse] of [['ids', a, false], ['docs', b, false], ['docs+parse', b, true]] as const) {
  st.all(m); const t = performance.now();
  for (let i = 0; i < 100; i++) { const rows = st.all(m) as any[]; if (parse) rows.forEach(r => JSON.parse(r.doc)); }
  console.log(name, ((performance.now() - t) / 100).toFixed(2), 'ms', (st.all(m) as any[]).length);
}
const doc = JSON.parse((db.prepare('select doc from search_docs_observations limit 1').get() as any).doc);
console.log(Object.entries(doc).map(([k, v]) => `${k}:${JSON.stringify(v).length}`).join(' '));
