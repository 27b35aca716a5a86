import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { create as createTar, extract as extractTar } from 'tar';
import type { Deps } from '../../cli/deps.ts';
import { startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { findConnector } from '../../ingest/sources/index.ts';
import { sharedDataDir } from '../fixtures/shared.ts';

/*
 * Small real rule corpora cut from ../shared/data at run time (never copied into the repository):
 * embedding the whole mirror's rule documents takes far too long on two shared cores, so the
 * rules-API tests and the judged query set each read a chosen subset of FDA guidance and EU MDCG
 * documents through the real connectors, enrichment and search sink.
 */

/** The pipeline groups that turn rule documents into the `rules` index. */
export const RULE_GROUPS = ['enrich.rules.documents', 'sink.search.rules'];

/** A corpus: FDA guidance files (by their 3-digit sequence prefix) and MDCG markdown files (by name). */
/**
 * `--max-tokens N` of the judged-set scripts: the passage token cap (REGINTEL_EMBED_MAX_TOKENS) to
 * build and evaluate with, so a cap is judged on the set before it changes a default.
 */
export function tokenCapEnv(argv: readonly string[]): Record<string, string> {
  const at = argv.indexOf('--max-tokens');
  return at < 0 ? {} : { REGINTEL_EMBED_MAX_TOKENS: argv[at + 1] ?? '' };
}

export interface CorpusSpec {
  fdaSeqs: readonly string[];
  mdcgFiles: readonly string[];
  /**
   * Mirror folders taken whole (linked, never copied): the ICH guidelines and the EU GMP reference
   * set, read by the `ich-rule-documents` and `eu-gmp-annexes` connectors (and the 2011 Process
   * Validation guidance in the reference set, by `fda-guidance`).
   */
  referenceFolders?: readonly string[];
}

/** The mirror folders of the ICH guidelines and the EU GMP reference set (24 rule documents). */
export const REFERENCE_FOLDERS = ['ich_guidelines', 'ich_q7_q9r1', 'ich_eu_gmp_reference_set'] as const;

/**
 * The HTTP tests' corpus: a clinical-trial set (risk-based monitoring, data monitoring
 * committees), a GMP/quality set (Part 11, container closure integrity), an oncology
 * guidance (source `fda-oncology`), device distractors, and two MDCG documents (source `ema`).
 */
export const TEST_CORPUS: CorpusSpec = {
  fdaSeqs: ['065', '069', '079', '320', '341', '367', '024'],
  mdcgFiles: ['md_mdcg_2020-10-1_guidance_safety_reporting_en.md', 'md_mdcg_2018-1_guidance_udi-di_en.md'],
};

/**
 * The judged set's corpus: ~90 FDA guidances a quality or regulatory professional asks about
 * (GMP and quality systems, clinical trials and IRBs, safety reporting, software and
 * cybersecurity, oncology, postmarket) among device-specific distractors, and 19 MDCG documents.
 */
export const JUDGED_CORPUS: CorpusSpec = {
  fdaSeqs: [
    // quality systems, GMP, sterility, validation
    '002', '224', '281', '320', '377', '367', '295', '498', '372', '253', '044', '058', '142', '250', '196',
    // clinical investigations, IRBs, monitoring, statistics
    '034', '045', '061', '069', '280', '341', '278', '201', '227', '007', '310', '291', '018', '218', '296', '285', '238', '307', '276', '233', '055',
    '005', '014', '042', '361', '382', '348',
    // outcomes assessment
    '009', '309', '116',
    // oncology and companion diagnostics
    '065', '156', '168', '266',
    // postmarket
    '230', '160', '112', '180', '225', '001', '086', '036', '153',
    // software, AI, human factors
    '012', '066', '062', '003', '096', '215', '245', '059',
    // premarket and other
    '006', '267', '216', '177', '015', '125', '212', '209', '104', '279', '345', '356', '408', '305', '207', '118', '134', '145', '020',
    // distractors
    '079', '024', '138', '076', '256', '057',
    // distractors of the GMP questions (g01–g25): words shared with them, another subject
    '046', '234', '040', '282', '166', '392', '335', '378', '491', '500', '546',
  ],
  mdcgFiles: [
    'md_mdcg_2020-10-1_guidance_safety_reporting_en.md',
    'md_mdcg_2020_5_guidance_clinical_evaluation_equivalence_en.md',
    'md_mdcg_2020_6_guidance_sufficient_clinical_evidence_en.md',
    'md_mdcg_2020_7_guidance_pmcf_plan_template_en.md',
    'md_cybersecurity_en.md',
    'mdcg_2019_11_en.md',
    'md_mdcg_2020_1_guidance_clinic_eva_md_software_en.md',
    'mdcg_2022-21_en.md',
    'mdcg_2023-3_en.md',
    'mdcg_2021-24_en.md',
    'md_mdcg_2019_7_guidance_art15_mdr_ivdr_en.md',
    'md_mdcg_2018-1_guidance_udi-di_en.md',
    'md_mdcg_2020_guidance_classification_ivd-md_en.md',
    'mdcg_2021-6_en.md',
    'mdcg_2022-5_en.md',
    'md_guidance-manufacturers_en.md',
    'mdcg_2021-3_en.md',
    'mdcg_2023-1_en.md',
    'md_mdcg_2019_8_implant_guidance_card_en.md',
    'mdcg_2024-12_en.md',
  ],
  referenceFolders: REFERENCE_FOLDERS,
};

/** Writes a mirror folder holding only the corpus' documents (tarball + index rows); returns its path. */
export async function buildCorpusMirror(spec: CorpusSpec): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'regintel-rules-corpus-'));
  await subset({
    root,
    folder: 'fda_guidance_documents',
    tarball: 'fda_guidance_fulltext_md.tar.gz',
    index: 'fda_guidance_index.csv',
    top: '03-guidance',
    keep: (name) => spec.fdaSeqs.includes(name.slice(0, 3)),
  });
  if (spec.mdcgFiles.length > 0) {
    await subset({
      root,
      folder: 'eu_mdcg_documents',
      tarball: 'mdcg_fulltext_md.tar.gz',
      index: 'mdcg_index.csv',
      top: '02-mdcg',
      keep: (name) => spec.mdcgFiles.includes(name),
    });
  }
  for (const folder of spec.referenceFolders ?? []) symlinkSync(join(sharedDataDir, folder), join(root, folder), 'dir');
  return root;
}

/** A CSV cell, quoted when it must be (titles hold commas, quotes and line breaks). */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

async function subset(options: { root: string; folder: string; tarball: string; index: string; top: string; keep: (name: string) => boolean }) {
  const source = join(sharedDataDir, options.folder);
  const target = join(options.root, options.folder);
  const staging = join(options.root, `staging-${options.folder}`);
  mkdirSync(target);
  mkdirSync(staging);
  const kept = new Set<string>();
  await extractTar({
    file: join(source, options.tarball),
    cwd: staging,
    filter: (path) => {
      const name = path.split('/').at(-1) ?? '';
      if (!name.endsWith('.md') || !options.keep(name)) return false;
      kept.add(name);
      return true;
    },
  });
  await createTar({ gzip: true, file: join(target, options.tarball), cwd: staging }, [options.top]);
  rmSync(staging, { recursive: true, force: true });
  // Parsed, not split on lines: some titles span lines inside quotes.
  const [header, ...rows] = parse(readFileSync(join(source, options.index), 'utf8'), { bom: true, relax_column_count: true }) as string[][];
  const fileColumn = (header ?? []).indexOf('file');
  const keptRows = rows.filter((row) => kept.has(row[fileColumn] ?? ''));
  writeFileSync(join(target, options.index), [header ?? [], ...keptRows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n');
}

/**
 * Ingests the corpus through the real connectors and runs rule enrichment (real model) and the
 * search sink until idle. Deps come from the caller (a fresh test data dir, or a persistent one
 * whose embedding cache makes a second build fast).
 */
export async function ingestCorpus(deps: Deps, spec: CorpusSpec, options: { timeoutMs: number }): Promise<IngestRunSummary[]> {
  const mirror = await buildCorpusMirror(spec);
  const pipeline = await startPipeline(deps, RULE_GROUPS);
  try {
    const reference = (spec.referenceFolders ?? []).length > 0 ? ['ich-rule-documents', 'eu-gmp-annexes'] : [];
    const connectors = ['fda-guidance', ...(spec.mdcgFiles.length > 0 ? ['eu-mdcg'] : []), ...reference].map((name) => {
      const connector = findConnector(name);
      if (!connector) throw new Error(`no connector ${name}`);
      return connector;
    });
    const runs = await runIngest(connectors, { mode: 'mirror', mirrorDir: mirror }, deps);
    await waitUntilIdle(deps, RULE_GROUPS, { timeoutMs: options.timeoutMs, pollMs: 250 });
    return runs;
  } finally {
    await pipeline.stop();
    rmSync(mirror, { recursive: true, force: true });
  }
}
