import { createEmbeddedSearchStore } from './infra/search/search-store.embedded.ts';
import { expandQuery } from './enrich/domain/query-expansion.ts';
const s = createEmbeddedSearchStore({ file: '/tmp/prof4/search.db' });
const q = 'out of specification results not investigated';
console.log(expandQuery(q));
for (const text of [q, (expandQuery(q) as any).lexical ?? (expandQuery(q) as any).text ?? q]) {
  await s.lexical('observations', { text, k: 100 });
  const t = performance.now();
  for (let i = 0; i < 100; i++) await s.lexical('observations', { text, k: 100 });
  console.log(text.slice(0, 60), ((performance.now() - t) / 100).toFixed(2), 'ms');
}
