import { publishKnowledge } from '../../enrich/knowledge/publish-knowledge.ts';
import type { Deps } from '../deps.ts';

/**
 * `regintel knowledge publish [--json]`: puts the curated knowledge (taxonomy, regulation maps,
 * requirements, validation rules, reference sections) on `enriched.knowledge`, where the graph sink
 * loads it. Only changed entries are published. `regintel start` does the same on start-up.
 */
export async function knowledgeCommand(
  deps: Pick<Deps, 'bus' | 'ledger' | 'clock'>,
  args: readonly string[],
  options: { json: boolean; out: NodeJS.WritableStream; err: NodeJS.WritableStream },
): Promise<number> {
  if (args[0] !== 'publish') {
    options.err.write('usage: regintel knowledge publish [--json]\n');
    return 2;
  }
  const summary = await publishKnowledge(deps);
  options.out.write(
    options.json ? `${JSON.stringify(summary, null, 2)}\n` : `knowledge: ${summary.read} entries, published ${summary.published}, unchanged ${summary.unchanged}\n`,
  );
  return 0;
}
