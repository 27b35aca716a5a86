import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import type { LabelledReport } from './evaluate.ts';

/**
 * The CFR sections an expert accepts for a labelled report: its own `cfr` list when the set gives
 * one (operator-reports.eval.jsonl, written from the regulations), else every section the taxonomy
 * cites for the labelled types (label and `also_acceptable`) under the labelled product type
 * (drug when the set gives none). Empty for `unknown`.
 */
export function acceptableCfrOf(report: LabelledReport, ownList?: readonly string[]): readonly string[] {
  if (ownList !== undefined) return ownList;
  const product = (report.product_type ?? 'drug') as 'drug' | 'food' | 'device' | 'api' | 'supplement';
  const types = [report.label, ...(report.also_acceptable ?? [])];
  return EVENT_TAXONOMY.event_types.filter((type) => types.includes(type.id)).flatMap((type) => (type.cfr_sections[product] ?? []).map((citation) => citation.section));
}
