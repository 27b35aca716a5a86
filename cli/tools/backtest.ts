import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
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
import {
  type DatedFacts,
  type ModelMetrics,
  type OutcomeCut,
  type OutcomeReport,
  PREDICTORS,
  type Predictor,
  type ScoreMetrics,
  type SplitReport,
  backtestSplit,
  outcomeReport,
  scoreOutcomeCut,
} from '../../enrich/facilities/facility-backtest.ts';
import { addMonths } from '../../enrich/facilities/facility-totals.ts';
import { factsOf } from '../../enrich/facilities/facility-facts.ts';
import { type ClassificationAggregateRow, EMPTY_SPLIT, type NationalSplit, addToSplit, notOaiWeight } from '../../enrich/domain/risk/national-split.ts';
import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';

/**
 * Back-test of the facility scores over the offline mirror:
 *
 *   npm run backtest [-- --fit] [--train 2019-10-01] [--test 2022-10-01] [--out docs/backtest.md] [--dump rows.json] [--json] [--mirror DIR]
 *   npm run backtest -- --legacy [--split 2021-10-01 --split …] [--horizon-months 24] [--dating publish|event]
 *
 * Default (issue 12, item 5): the outcome back-test on the row-level inspection outcomes. Every
 * FEI of `fda-inspection-outcomes` inspected before a cut is scored as of the cut; the outcome is
 * an OAI inspection or a warning letter within 24 months. The calibration (logistic on the score)
 * is fitted on the training cut, every reported figure is on the test cut; the markdown table is
 * printed and written to docs/backtest.md, and `--fit` also prints the coefficients for
 * enrich/domain/risk/outcome-calibration.ts.
 *
 * `--legacy`: the earlier per-split report. For each split date it builds every facility's history from the records public before that
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
  inspectionOutcomes: 'fda-inspection-outcomes',
  aggregates: 'fda-dashboard-aggregates',
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
export async function readDatedFacts(
  mirrorDir: string,
  dating: Dating,
): Promise<{ records: DatedFacts[]; sources: SourceSummary[]; outcomeDataEnd: Record<string, string>; nationalSplit: NationalSplit }> {
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

  // The national NAI/VAI split that weighs a not-OAI inspection (SPEC-DECISIONS 23), as the facilities step builds it.
  const aggregatesConnector = connector(SOURCES.aggregates);
  const aggregates = aggregatesConnector.isPresent(mirrorDir) ? await readSource(aggregatesConnector, mirrorDir) : { items: [], failures: 0 };
  const nationalSplit = addToSplit(
    EMPTY_SPLIT,
    aggregates.items.flatMap((item) => {
      const { table, keys, values } = item.body as Record<string, unknown>;
      if (typeof table !== 'string' || typeof keys !== 'object' || keys === null || typeof values !== 'object' || values === null) return [];
      return [{ table, keys: keys as ClassificationAggregateRow['keys'], values: values as ClassificationAggregateRow['values'] }];
    }),
  );

  for (const name of [SOURCES.complianceActions, SOURCES.published483s, SOURCES.dashboardInspections, SOURCES.inspectionOutcomes, SOURCES.dashboardCitations, SOURCES.readingRoom, SOURCES.form483Documents]) {
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
        records.push({ facts: outcome.value, known_at: when, source: name });
        summary.facts += 1;
        const action = outcome.value.compliance_action;
        const productType = outcome.value.product_types?.types[0];
        if (action && action.kind === 'warning_letter' && productType && action.date > (outcomeDataEnd[productType] ?? '')) outcomeDataEnd[productType] = action.date;
      }
    }
    sources.push(summary);
  }
  return { records, sources, outcomeDataEnd, nationalSplit };
}

/** Runs the back-test over the mirror. */
export async function runBacktest(options: { mirrorDir: string; splits: readonly string[]; horizonMonths: number; dating: Dating }): Promise<BacktestRun> {
  const { records, sources, outcomeDataEnd, nationalSplit } = await readDatedFacts(options.mirrorDir, options.dating);
  const scoring = { notOaiWeight: (inspection: Parameters<typeof notOaiWeight>[1]) => notOaiWeight(nationalSplit, inspection) };
  const ends = Object.values(outcomeDataEnd).sort();
  const completeTo = ends[0] ?? null;
  const splits = options.splits.map((split) => backtestSplit(records, split, { horizonMonths: options.horizonMonths, ks: KS, proxyMonths: 24, outcomeDataEnd: completeTo, scoring }));
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

/** The outcome back-test's cuts: training (calibration fit) and test (every reported figure). */
export const OUTCOME_TRAIN_CUT = '2019-10-01';
export const OUTCOME_TEST_CUT = '2022-10-01';
const OUTCOME_KS = [100, 500, 1000] as const;
const PREDICTOR_LABELS: Record<Predictor, string> = {
  composite: 'Composite risk score v2.0',
  facility: 'Facility score (predictive)',
  last_classification: 'Baseline: last classification OAI',
  had_oai_before: 'Baseline: had an OAI before',
};

export interface OutcomeRun {
  mirror_dir: string;
  dating: Dating;
  horizon_months: number;
  outcome: string;
  outcome_data_end: Record<string, string>;
  sources: SourceSummary[];
  report: OutcomeReport;
  /** The scored rows of both cuts (not printed; `--dump FILE` writes them as JSON for offline diagnostics). */
  rows: { train: OutcomeCut['rows']; test: OutcomeCut['rows'] };
  caveats: string[];
}

/** Reads the mirror once and runs the outcome back-test on the two cuts. */
export async function runOutcomeBacktest(options: { mirrorDir: string; train: string; test: string; horizonMonths: number; dating: Dating }): Promise<OutcomeRun> {
  const { records, sources, outcomeDataEnd, nationalSplit } = await readDatedFacts(options.mirrorDir, options.dating);
  const scoring = { notOaiWeight: (inspection: Parameters<typeof notOaiWeight>[1]) => notOaiWeight(nationalSplit, inspection) };
  const cutOptions = { horizonMonths: options.horizonMonths, populationSource: SOURCES.inspectionOutcomes, scoring };
  const train = scoreOutcomeCut(records, options.train, cutOptions);
  const test = scoreOutcomeCut(records, options.test, cutOptions);
  const report = outcomeReport(train, test, OUTCOME_KS);
  const censored = Object.entries(outcomeDataEnd).filter(([, end]) => end < report.test.horizon_end);
  return {
    mirror_dir: options.mirrorDir,
    dating: options.dating,
    horizon_months: options.horizonMonths,
    outcome: `an inspection classified OAI or a warning letter in (cut, cut + ${options.horizonMonths} months]`,
    outcome_data_end: outcomeDataEnd,
    sources,
    report,
    rows: { train: train.rows, test: test.rows },
    caveats: [
      `Population: every FEI of the row-level outcomes data (${SOURCES.inspectionOutcomes}) with an inspection ending before the cut; its history is every source's records public before the cut. A facility not inspected in the window can only reach the outcome through a warning letter, and otherwise counts as "no outcome".`,
      'The outcomes data merges NAI and VAI ("not OAI", SPEC-DECISIONS 23); not-OAI inspections weigh the national NAI/VAI split of their fiscal year and product type in both scores, and count as 0 in the "last classification OAI" baseline.',
      'The outcomes data is not the complete Dashboard export (165,010 of ~337,519 rows; food-only project areas dropped), so some inspections and OAIs of the population are missing on both sides of the cut.',
      censored.length > 0
        ? `Warning-letter data ends earlier than the test window for ${censored.map(([type, end]) => `${type} (${end})`).join(', ')}: letters of those product types late in the window are missing (OAI outcomes are complete).`
        : 'Warning-letter data covers the whole test window.',
      'Calibration: P(outcome) = logistic(a + b x), x = score / 100 (baselines: 0/1), fitted by maximum likelihood on the training cut only; every figure in the table is on the test cut.',
      'AUC ± is 1.96 × the Hanley–McNeil standard error. Precision@k splits ties at the cut by expectation (the 0/1 baselines tie a lot).',
    ],
  };
}

const fmtPct = (x: number | null, digits = 1) => (x === null ? 'n/a' : `${(100 * x).toFixed(digits)} %`);
const fmt = (x: number | null, digits = 3) => (x === null ? 'n/a' : x.toFixed(digits));

/** The outcome back-test as a markdown document. */
export function formatOutcomeMarkdown(run: OutcomeRun): string {
  const { report } = run;
  const lines: string[] = [];
  lines.push('# Back-test of the facility risk scores on inspection outcomes');
  lines.push('');
  lines.push(`Generated by \`npm run backtest\` (cli/tools/backtest.ts) from the offline mirror. Outcome: ${run.outcome}.`);
  lines.push('');
  lines.push(`- Training cut ${report.train.split} (outcomes to ${report.train.horizon_end}): ${int(report.train.population)} facilities, ${int(report.train.positives)} with the outcome (base rate ${fmtPct(report.train.base_rate, 2)}). Used only to fit the calibration.`);
  lines.push(
    `- Test cut ${report.test.split} (outcomes to ${report.test.horizon_end}): ${int(report.test.population)} facilities (of ${int(report.test.facilities_with_records)} with any public record before the cut), ${int(report.test.positives)} with the outcome (base rate ${fmtPct(report.test.base_rate, 2)}).`,
  );
  lines.push(`- Sources: ${run.sources.map((s) => (s.status === 'absent' ? `${s.source} absent` : `${s.source} ${int(s.records)} records → ${int(s.facts)} facts`)).join('; ')}.`);
  lines.push('');
  lines.push('## Test cut');
  lines.push('');
  lines.push(`| Predictor | AUC ± 95 % | AUC (train) | ${OUTCOME_KS.map((k) => `P@${k}`).join(' | ')} | Lift top decile | Brier (calibrated) |`);
  lines.push(`|---|---|---|${OUTCOME_KS.map(() => '---').join('|')}|---|---|`);
  for (const p of PREDICTORS) {
    const m = report.predictors[p];
    const area = m.auc === null ? 'n/a' : `${m.auc.toFixed(3)} ± ${m.auc_se === null ? '?' : (1.96 * m.auc_se).toFixed(3)}`;
    lines.push(`| ${PREDICTOR_LABELS[p]} | ${area} | ${fmt(m.train_auc)} | ${m.precision_at_k.map((x) => fmtPct(x.precision)).join(' | ')} | ${fmt(m.top_decile_lift, 2)} | ${fmt(m.brier, 4)} |`);
  }
  lines.push(`| Base rate (reference) | 0.500 | 0.500 | ${OUTCOME_KS.map(() => fmtPct(report.test.base_rate)).join(' | ')} | 1.00 | ${fmt(report.brier_base_rate, 4)} |`);
  lines.push('');
  lines.push('Brier (calibrated): each predictor through its logistic calibration fitted on the training cut; the reference predicts the training base rate for everyone.');
  lines.push('');
  lines.push('## Calibration (fitted on the training cut)');
  lines.push('');
  lines.push('| Predictor | x | intercept a | slope b | n | positives | Newton steps |');
  lines.push('|---|---|---|---|---|---|---|');
  for (const p of PREDICTORS) {
    const f = report.predictors[p].fit;
    lines.push(`| ${PREDICTOR_LABELS[p]} | ${p === 'composite' || p === 'facility' ? 'score / 100' : '0 / 1'} | ${f.intercept.toFixed(4)} | ${f.slope.toFixed(4)} | ${int(f.n)} | ${int(f.positives)} | ${f.iterations}${f.converged ? '' : ' (not converged)'} |`);
  }
  lines.push('');
  lines.push('## Facility score components, AUC on the training cut');
  lines.push('');
  lines.push(`| ${Object.keys(report.facility_component_train_auc).join(' | ')} |`);
  lines.push(`|${Object.keys(report.facility_component_train_auc).map(() => '---').join('|')}|`);
  lines.push(`| ${Object.values(report.facility_component_train_auc).map((x) => fmt(x)).join(' | ')} |`);
  lines.push('');
  lines.push('## Calibration on the test cut (deciles of the calibrated probability)');
  for (const p of ['composite', 'facility'] as const) {
    lines.push('');
    lines.push(`${PREDICTOR_LABELS[p]}:`);
    lines.push('');
    lines.push('| Decile | n | Mean predicted | Observed |');
    lines.push('|---|---|---|---|');
    for (const b of report.predictors[p].calibration) lines.push(`| ${b.decile} | ${int(b.n)} | ${fmtPct(b.mean_predicted, 2)} | ${fmtPct(b.observed_rate, 2)} |`);
  }
  lines.push('');
  lines.push('## Caveats');
  lines.push('');
  for (const caveat of run.caveats) lines.push(`- ${caveat}`);
  return `${lines.join('\n')}\n`;
}

/** The calibration module's fitted numbers, as `--fit` prints them for enrich/domain/risk/outcome-calibration.ts. */
export function formatFit(run: OutcomeRun, fittedOn: string): string {
  const { report } = run;
  const entry = (p: 'composite' | 'facility') => {
    const m = report.predictors[p];
    return `  ${p}: { intercept: ${m.fit.intercept.toFixed(6)}, slope: ${m.fit.slope.toFixed(6)} }, // test AUC ${fmt(m.auc)}, test Brier ${fmt(m.brier, 5)}`;
  };
  return [
    `// fitted ${fittedOn} on the training cut ${report.train.split} (outcomes to ${report.train.horizon_end}): n = ${report.train.population}, positives = ${report.train.positives}`,
    `// test cut ${report.test.split}: n = ${report.test.population}, positives = ${report.test.positives}, Brier of the base rate ${fmt(report.brier_base_rate, 5)}`,
    'export const OUTCOME_CALIBRATION = {',
    entry('composite'),
    entry('facility'),
    '};',
    '',
  ].join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      json: { type: 'boolean', default: false },
      legacy: { type: 'boolean', default: false },
      fit: { type: 'boolean', default: false },
      train: { type: 'string', default: OUTCOME_TRAIN_CUT },
      test: { type: 'string', default: OUTCOME_TEST_CUT },
      out: { type: 'string', default: 'docs/backtest.md' },
      dump: { type: 'string' },
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
  const dates = [...(values.split ?? []), values.train, values.test];
  for (const date of dates) if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`cut dates must be YYYY-MM-DD, got ${date}`);
  if (values.legacy) {
    const run = await runBacktest({ mirrorDir, splits: values.split ?? [...DEFAULT_SPLITS], horizonMonths, dating: values.dating });
    process.stdout.write(values.json ? `${JSON.stringify(run, null, 2)}\n` : formatReport(run));
    return 0;
  }
  if (!(addMonths(values.train, horizonMonths) <= values.test)) throw new Error('the training cut\'s outcome window must end by the test cut (no overlap)');
  const run = await runOutcomeBacktest({ mirrorDir, train: values.train, test: values.test, horizonMonths, dating: values.dating });
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ ...run, rows: undefined }, null, 2)}\n`);
    return 0;
  }
  if (values.dump) await writeFile(resolve(values.dump), JSON.stringify(run.rows));
  const markdown = formatOutcomeMarkdown(run);
  process.stdout.write(markdown);
  if (values.fit) process.stdout.write(`\n${formatFit(run, systemClock.now().toISOString().slice(0, 10))}`);
  if (values.out) {
    const target = resolve(process.cwd(), values.out);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, markdown);
    process.stderr.write(`backtest: wrote ${target}\n`);
  }
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
