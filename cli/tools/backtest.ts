import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { Connector, SourceItem } from '../../ingest/connector.ts';
import { CONNECTORS } from '../../ingest/sources/index.ts';
import { RawCatalogueCitation, RawForm483 } from '../../infra/bus/payloads/raw-form483.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { systemClock } from '../../infra/clock.ts';
import { loadConfig, processEnv } from '../../infra/config.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import type { CalibrationBin } from '../../enrich/domain/backtest-metrics.ts';
import { type CatalogueMatcher, createCatalogueMatcher } from '../../enrich/domain/catalogue-match.ts';
import { observationDrafts } from '../../enrich/processors/form483.processor.ts';
import { type DatedFacts, type ModelMetrics, type ScoreMetrics, type SplitReport, backtestSplit } from '../../enrich/facilities/facility-backtest.ts';
import { factsOf } from '../../enrich/facilities/facility-facts.ts';
import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';

/**
 * Back-test of the facility scores over the offline mirror:
 *
 *   npm run backtest [-- --json] [--split 2021-10-01 --split …] [--horizon-months 24] [--dating publish|event] [--mirror DIR]
 *
 * For each split date it builds every facility's history from the records public before that
 * date (the facilities step's own fact mapping and history assembly), scores it with the
 * composite v2.0 and the predictive facility score as of the split, and checks the scores
 * against the outcome: a warning letter (or an OAI classification, when one is known) in
 * (split, split + horizon]. It reports AUC, precision@k (10, 50, 100), calibration by decile and
 * the lift over the "last classification only" baseline, or, when that cannot be computed (the
 * mirror has no row-level classifications), over the proxy "had a 483 in the last 2 years".
 *
 * Sources are read directly through the connectors (no bus, no data folder). 483 texts are split
 * into observations and matched to the FY2019 citation catalogue as the 483 step does, without
 * embeddings (the facts do not use them).
 *
 * Dating: by default (`--dating publish`) a 483 counts from the day FDA posted it, so nothing
 * posted after a split leaks into its scores; `--dating event` uses the 483's own date instead
 * (the optimistic variant, for comparison).
 */

/** The default splits: FY starts whose 24-month outcome windows the compliance-action data fully covers (it ends 2024-06-27 for devices). */
export const DEFAULT_SPLITS = ['2019-10-01', '2020-10-01', '2021-10-01'] as const;
const KS = [10, 50, 100] as const;

/** Connectors the back-test reads, by CLI name. */
const SOURCES = {
  complianceActions: 'fda-compliance-actions',
  published483s: 'fda-published-483s',
  dashboardInspections: 'fda-dashboard-inspections',
  dashboardCitations: 'fda-dashboard-citations',
  readingRoom: 'fda-483-reading-room',
  form483Documents: 'fda-483-documents',
  catalogue: 'fda-inspection-observations',
} as const;

type Dating = 'publish' | 'event';

interface SourceSummary {
  source: string;
  status: 'read' | 'absent';
  records: number;
  failures: number;
  facts: number;
  rejected: number;
}

export interface BacktestRun {
  mirror_dir: string;
  dating: Dating;
  horizon_months: number;
  outcome: string;
  outcome_data_end: Record<string, string>;
  sources: SourceSummary[];
  splits: SplitReport[];
  caveats: string[];
}

async function readSource(connector: Connector, mirrorDir: string): Promise<{ items: Array<Extract<SourceItem, { ok: true }>>; failures: number }> {
  const items: Array<Extract<SourceItem, { ok: true }>> = [];
  let failures = 0;
  for await (const item of connector.readMirror({ mirrorDir, clock: systemClock })) {
    if (item.ok) items.push(item);
    else failures += 1;
  }
  return { items, failures };
}

/** A message value as the ingest runner publishes it: the body with the envelope over it. */
function messageValue(connector: Connector, item: { id: string; body: Record<string, unknown> }, fetchedAt: string): Record<string, unknown> {
  return { ...item.body, id: item.id, source: connector.name, fetched_at: fetchedAt, content_hash: contentHash(item.body), schema_version: connector.schemaVersion };
}

const dateOf = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

/** When a raw record became public, under the chosen dating. */
function knownAt(source: string, body: Record<string, unknown>, dating: Dating): string | null {
  switch (source) {
    case SOURCES.complianceActions:
      return dateOf(body.action_taken_date);
    case SOURCES.published483s:
      return (dating === 'publish' ? dateOf(body.publish_date) : null) ?? dateOf(body.record_date) ?? dateOf(body.date_issued);
    case SOURCES.readingRoom:
    case SOURCES.form483Documents:
      return (dating === 'publish' ? dateOf(body.publish_date) : null) ?? dateOf(body.date_issued) ?? dateOf(body.inspection_end_date);
    default:
      // Dashboard rows carry no posting date; the inspection's end is the earliest they could be known.
      return dateOf(body.inspection_end_date);
  }
}

/**
 * The observations of one 483 text exactly as the 483 step publishes them, with a placeholder
 * embedding: the facility facts never read it.
 */
function observationValues(doc: RawForm483, matcher: CatalogueMatcher): EnrichedObservation[] {
  return observationDrafts(doc, matcher).map(({ embedText: _embedText, ...draft }) => {
    const body = { ...draft, embedding: { model: 'none (back-test)', dimensions: 1, vector: 'AAAAAA==' } };
    return { ...body, fetched_at: doc.fetched_at, content_hash: contentHash(body) };
  });
}

/** Reads the mirror and maps every record to dated facts. */
export async function readDatedFacts(mirrorDir: string, dating: Dating): Promise<{ records: DatedFacts[]; sources: SourceSummary[]; outcomeDataEnd: Record<string, string> }> {
  const byName = new Map(CONNECTORS.map((c) => [c.name, c]));
  const connector = (name: string): Connector => {
    const found = byName.get(name);
    if (!found) throw new Error(`connector ${name} is not registered in ingest/sources/index.ts`);
    return found;
  };
  const fetchedAt = systemClock.now().toISOString();
  const sources: SourceSummary[] = [];
  const records: DatedFacts[] = [];
  const outcomeDataEnd: Record<string, string> = {};

  const catalogueConnector = connector(SOURCES.catalogue);
  const catalogue = catalogueConnector.isPresent(mirrorDir) ? await readSource(catalogueConnector, mirrorDir) : { items: [], failures: 0 };
  const entries = catalogue.items.flatMap((item) => {
    const parsed = RawCatalogueCitation.safeParse(messageValue(catalogueConnector, item, fetchedAt));
    return parsed.success ? [parsed.data] : [];
  });
  const matcher = createCatalogueMatcher(entries);

  for (const name of [SOURCES.complianceActions, SOURCES.published483s, SOURCES.dashboardInspections, SOURCES.dashboardCitations, SOURCES.readingRoom, SOURCES.form483Documents]) {
    const c = connector(name);
    if (!c.isPresent(mirrorDir)) {
      sources.push({ source: name, status: 'absent', records: 0, failures: 0, facts: 0, rejected: 0 });
      continue;
    }
    const { items, failures } = await readSource(c, mirrorDir);
    const summary: SourceSummary = { source: name, status: 'read', records: items.length, failures, facts: 0, rejected: 0 };
    for (const item of items) {
      const when = knownAt(name, item.body, dating);
      const value = messageValue(c, item, fetchedAt);
      const messages: Array<{ topic: string; value: unknown }> = [];
      if (c.topic === TOPICS.rawForm483) {
        const doc = RawForm483.safeParse(value);
        if (doc.success) for (const observation of observationValues(doc.data, matcher)) messages.push({ topic: TOPICS.enrichedObservations, value: observation });
        if (!doc.success || messages.length === 0) summary.rejected += 1;
      } else {
        messages.push({ topic: c.topic, value });
      }
      for (const message of messages) {
        const outcome = factsOf(message.topic, message.value);
        if (outcome.kind === 'dlq' || !when) {
          summary.rejected += 1;
          continue;
        }
        records.push({ facts: outcome.value, known_at: when });
        summary.facts += 1;
        const action = outcome.value.compliance_action;
        const productType = outcome.value.product_types?.types[0];
        if (action && productType && action.date > (outcomeDataEnd[productType] ?? '')) outcomeDataEnd[productType] = action.date;
      }
    }
    sources.push(summary);
  }
  return { records, sources, outcomeDataEnd };
}

/** Runs the back-test over the mirror. */
export async function runBacktest(options: { mirrorDir: string; splits: readonly string[]; horizonMonths: number; dating: Dating }): Promise<BacktestRun> {
  const { records, sources, outcomeDataEnd } = await readDatedFacts(options.mirrorDir, options.dating);
  const ends = Object.values(outcomeDataEnd).sort();
  const completeTo = ends[0] ?? null;
  const splits = options.splits.map((split) => backtestSplit(records, split, { horizonMonths: options.horizonMonths, ks: KS, proxyMonths: 24, outcomeDataEnd: completeTo }));
  const absent = sources.filter((s) => s.status === 'absent').map((s) => s.source);
  const caveats = [
    absent.length > 0
      ? `Absent from the mirror: ${absent.join(', ')}. With no row-level Dashboard classifications, no inspection is classified: the composite's oai_ratio is 0 for every facility, OAI outcomes cannot occur, and the "last classification only" baseline cannot be computed.`
      : 'Dashboard inspections and citations were read.',
    'The population is every facility with a public record before the split (a 483 or a compliance action), not every FDA-regulated facility: most are known only from an earlier warning letter, so it is an enforcement-history cohort with a low base rate.',
    'Outcomes are warning letters from the Dashboard compliance-action exports; the drug/biologic file runs to 2025-07, the device rows end 2024-06-27, so later splits under-count device outcomes (marked censored).',
    '483 texts exist for only ~70 facilities; for the others a 483 is known from the published-483 listing alone (an inspection with observations, no citations), so citation-based components are mostly empty.',
    'Calibration reads score / 100 as a probability; neither score is built as one, so expect the observed rates far below the predictions and judge the ranking (rising observed rate) instead.',
    `Section severity weights are the expert table (no data derivation: too few matched citations).`,
  ];
  return {
    mirror_dir: options.mirrorDir,
    dating: options.dating,
    horizon_months: options.horizonMonths,
    outcome: `warning letter (or OAI, when known) in (split, split + ${options.horizonMonths} months]`,
    outcome_data_end: outcomeDataEnd,
    sources,
    splits,
    caveats,
  };
}

const pct = (x: number | null, digits = 1) => (x === null ? '  n/a' : `${(100 * x).toFixed(digits)}%`);
const num = (x: number | null, digits = 3) => (x === null ? 'n/a' : x.toFixed(digits));
const int = (x: number) => x.toLocaleString('en-US');

function row(label: string, m: ScoreMetrics, lift?: ModelMetrics['lift_over_baseline']): string {
  const precision = m.precision_at_k.map((p) => pct(p.precision).padStart(7)).join('');
  const lifts = (lift ?? m.lift_over_base_rate).map((l) => num(l.lift, 2).padStart(7)).join('');
  const area = m.auc === null ? 'n/a' : `${m.auc.toFixed(3)}±${m.auc_se === null ? '?' : (1.96 * m.auc_se).toFixed(2)}`;
  return `  ${label.padEnd(34)}${area.padStart(11)}${precision}   ${lifts}`;
}

function calibrationLine(bins: CalibrationBin[]): string {
  return bins.map((b) => `d${b.decile} n=${b.n} pred ${pct(b.mean_predicted, 0)} obs ${pct(b.observed_rate)}`).join(' | ');
}

/** The human-readable report. */
export function formatReport(run: BacktestRun): string {
  const lines: string[] = [];
  lines.push(`RegIntel back-test of the facility scores — mirror ${run.mirror_dir}`);
  lines.push(`Outcome: ${run.outcome}. Dating: ${run.dating === 'publish' ? 'a 483 counts from the day FDA posted it' : "a 483 counts from its own date (optimistic)"}.`);
  lines.push(`Outcome data ends: ${Object.entries(run.outcome_data_end).map(([type, end]) => `${type} ${end}`).join(', ')}`);
  lines.push(
    `Sources: ${run.sources.map((s) => (s.status === 'absent' ? `${s.source} absent` : `${s.source} ${int(s.records)} records → ${int(s.facts)} facts${s.rejected ? ` (${s.rejected} unusable)` : ''}`)).join('; ')}`,
  );
  for (const split of run.splits) {
    lines.push('');
    lines.push(`Split ${split.split} → outcomes to ${split.horizon_end}${split.censored ? ' (CENSORED: outcome data ends earlier for some product types)' : ''}`);
    lines.push(
      `  population ${int(split.population)} facilities (${int(split.inputs.facilities_with_483_before)} with a 483 before, ${int(split.inputs.facilities_with_warning_letter_before)} with a warning letter before, ${int(split.inputs.classified_inspections_before)} classified inspections); ` +
        `positives ${int(split.positives)} (base rate ${pct(split.base_rate, 2)}; ${split.inputs.positives_with_483_before} had a 483 before, ${split.inputs.positives_with_warning_letter_before} a warning letter before)`,
    );
    const baselineName = split.baseline_used === 'last_classification' ? 'last classification' : 'had a 483 in 2 years';
    lines.push(`  ${''.padEnd(34)}${'AUC ±95%'.padStart(11)}${KS.map((k) => `P@${k}`.padStart(7)).join('')}   lift@${KS.join('/')} (scores: over "${baselineName}"; baselines: over the base rate)`);
    lines.push(row('composite risk score v2.0', split.composite, split.composite.lift_over_baseline));
    lines.push(row('facility score (predictive)', split.facility, split.facility.lift_over_baseline));
    const last = split.baselines.last_classification;
    lines.push(last.available ? row('baseline: last classification only', last) : `  baseline: last classification only — cannot be computed: ${last.reason}`);
    lines.push(row('proxy: had a 483 in last 2 years', split.baselines.had_483_recently));
    lines.push(row('proxy: compliance action in 2 yrs', split.baselines.had_action_recently));
    lines.push(`  mean score with / without outcome: composite ${num(split.composite.mean_score_with_outcome, 1)} / ${num(split.composite.mean_score_without_outcome, 1)}, facility ${num(split.facility.mean_score_with_outcome, 1)} / ${num(split.facility.mean_score_without_outcome, 1)}`);
    lines.push(`  calibration, composite: ${calibrationLine(split.composite.calibration)}`);
    lines.push(`  calibration, facility:  ${calibrationLine(split.facility.calibration)}`);
  }
  lines.push('');
  lines.push('Caveats:');
  for (const caveat of run.caveats) lines.push(`  - ${caveat}`);
  return `${lines.join('\n')}\n`;
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      json: { type: 'boolean', default: false },
      split: { type: 'string', multiple: true },
      'horizon-months': { type: 'string', default: '24' },
      dating: { type: 'string', default: 'publish' },
      mirror: { type: 'string' },
    },
  });
  const config = loadConfig(processEnv());
  const mirrorDir = values.mirror ? resolve(values.mirror) : (config.mirrorDir ?? resolve(process.cwd(), '../shared/data'));
  const horizonMonths = Number(values['horizon-months']);
  if (!Number.isInteger(horizonMonths) || horizonMonths < 1) throw new Error('--horizon-months must be a positive integer');
  if (values.dating !== 'publish' && values.dating !== 'event') throw new Error('--dating must be publish or event');
  const splits = values.split ?? [...DEFAULT_SPLITS];
  for (const split of splits) if (!/^\d{4}-\d{2}-\d{2}$/.test(split)) throw new Error(`--split must be YYYY-MM-DD, got ${split}`);
  const run = await runBacktest({ mirrorDir, splits, horizonMonths, dating: values.dating });
  process.stdout.write(values.json ? `${JSON.stringify(run, null, 2)}\n` : formatReport(run));
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`backtest: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
