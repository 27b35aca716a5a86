import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runClassifier } from '../../api/kg/classify.ts';
import { APPLICABLE_REGULATION_BONUS, citesOneOf, investigateSimilarity, rankSimilarObservations } from '../../api/kg/investigate.ts';
import { createEventClassifier } from '../../enrich/event-classification.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { repoRoot } from '../fixtures/shared.ts';

/**
 * `node bin/run-ts.js test/search-quality/evaluate-investigate-similarity.ts --data DIR`: what
 * investigate's similarity threshold returns on the judged events
 * (test/search-quality/investigate-events.judged.json): per threshold, the observations returned
 * (at most 10 per event, as the route), the share of them citing a section an investigator would
 * cite for the event (precision), and the events that get at least one; for the hybrid similarity
 * alone and for investigate's (the hybrid plus APPLICABLE_REGULATION_BONUS for an observation
 * citing a regulation the classification found applicable). DIR: a data folder `npm start` filled.
 */

interface JudgedEvent {
  event: string;
  cites: string[];
}

const THRESHOLDS = [0.5, 0.6, 0.75, 0.9];
const MAX_SIMILAR = 10;

interface Scored {
  score: number;
  relevant: boolean;
}

function table(name: string, ranked: Scored[][]): void {
  console.log(`\n${name}`);
  console.log('| threshold | returned | precision | events with ≥ 1 |');
  console.log('|---|---|---|---|');
  for (const threshold of THRESHOLDS) {
    const kept = ranked.map((hits) => hits.filter((hit) => hit.score >= threshold).slice(0, MAX_SIMILAR));
    const returned = kept.flat();
    const precision = returned.length === 0 ? '–' : (returned.filter((hit) => hit.relevant).length / returned.length).toFixed(3);
    console.log(`| ${threshold} | ${returned.length} | ${precision} | ${kept.filter((hits) => hits.length > 0).length} of ${ranked.length} |`);
  }
  console.log(`first observation genuinely similar: ${ranked.filter((hits) => hits[0]?.relevant).length} of ${ranked.length} events`);
}

async function main(): Promise<void> {
  const dataDir = process.argv.includes('--data') ? resolve(process.argv[process.argv.indexOf('--data') + 1] ?? '') : null;
  if (!dataDir) {
    console.error('--data DIR is required: a data folder `npm start` filled from the mirror.');
    process.exit(2);
  }
  const { events } = JSON.parse(readFileSync(join(repoRoot, 'test/search-quality/investigate-events.judged.json'), 'utf8')) as { events: JudgedEvent[] };
  const env = await createTestDeps({ dataDir });
  try {
    const classifier = createEventClassifier({ embedder: env.deps.classifierEmbedder });
    const hybrid: Scored[][] = [];
    const investigate: Scored[][] = [];
    for (const { event, cites } of events) {
      const [{ result }, [vector]] = await Promise.all([runClassifier({ classifier }, event, undefined), env.deps.embedder.embed([event])]);
      if (!vector) throw new Error('no vector for the event');
      const applicable = result.applicable_regulations.map((r) => r.cfr_section.replace(/ \(QSR\)$/, ''));
      const hits = (await rankSimilarObservations(env.deps.search, event, vector)).map((hit) => {
        const cited = hit.doc.act_cfr_number ?? hit.doc.cfr_section ?? '';
        return { hybrid: hit.similarity, cited, relevant: citesOneOf(cited, cites) };
      });
      hybrid.push(hits.map((hit) => ({ score: hit.hybrid, relevant: hit.relevant })));
      investigate.push(hits.map((hit) => ({ score: investigateSimilarity(hit.hybrid, citesOneOf(hit.cited, applicable)), relevant: hit.relevant })).sort((a, b) => b.score - a.score));
    }
    console.log(`${events.length} judged events over ${dataDir}`);
    table('hybrid similarity alone', hybrid);
    table(`investigate's similarity (hybrid + ${APPLICABLE_REGULATION_BONUS} for citing an applicable regulation)`, investigate);
  } finally {
    await env.close();
  }
}

await main();
