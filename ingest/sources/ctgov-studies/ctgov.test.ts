import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import type { LiveSettings, SourceItem } from '../../connector.ts';
import { collect, recordingHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayRequest, ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import { CTGOV_DIR, ctgovStudiesConnector as connector } from './connector.ts';
import { ctgovDate, parseStudyVersion } from './parse-study.ts';
import type { CtgovStudyVersionRecord } from './record.ts';
import { therapeuticAreaHint } from './therapeutic-area.ts';

const fixtureText = readFileSync(path.join(import.meta.dirname, 'fixtures/ctg-studies.json'), 'utf8');
const fixture = JSON.parse(fixtureText) as Array<Record<string, unknown>>;
const [nsclcV1, asthma, nsclcV2, broken] = fixture as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];

type OkItem = Extract<SourceItem, { ok: true }>;
const oks = (items: SourceItem[]) => items.filter((item): item is OkItem => item.ok);
const fails = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: false }> => !item.ok);
const body = (item: OkItem | undefined) => item?.body as CtgovStudyVersionRecord;

function parsed(raw: unknown) {
  const result = parseStudyVersion(raw, { source_file: 'ctg-studies.json' });
  if (!result.ok) throw new Error(`expected a study, got: ${result.reason}`);
  return result.value;
}

describe('parseStudyVersion on the fixture studies (API v2 data structure)', () => {
  it('names the version by NCT id and last-update-post date and keeps the normalised subset', () => {
    const { id, record } = parsed(nsclcV1);
    expect(id).toBe('NCT05512345@2024-03-05');
    expect({ ...record, study: undefined }).toEqual({
      nct_id: 'NCT05512345',
      version_date: '2024-03-05',
      brief_title: 'NRX-118 Plus Docetaxel in Previously Treated Advanced Non-small Cell Lung Cancer',
      official_title:
        'A Phase 2, Randomized, Open-label Study of NRX-118 in Combination With Docetaxel Versus Docetaxel Alone in Participants With Advanced NSCLC After Platinum-based Chemotherapy',
      acronym: 'NORTH-2',
      conditions: ['Non-small Cell Lung Cancer'],
      keywords: ['NSCLC', 'second line'],
      phases: ['PHASE2'],
      study_type: 'INTERVENTIONAL',
      overall_status: 'RECRUITING',
      enrollment: 120,
      enrollment_type: 'ESTIMATED',
      start_date: '2024-01-01',
      start_date_precision: 'month',
      primary_completion_date: '2026-06-01',
      primary_completion_date_precision: 'month',
      completion_date: '2027-12-31',
      completion_date_precision: 'day',
      first_posted_date: '2022-08-23',
      lead_sponsor: { name: 'Northriver Therapeutics, Inc.', class: 'INDUSTRY' },
      collaborators: ['Thoracic Oncology Research Group'],
      interventions: [
        { type: 'DRUG', name: 'NRX-118' },
        { type: 'DRUG', name: 'Docetaxel' },
      ],
      primary_outcomes: [{ measure: 'Progression-free survival', time_frame: 'Up to 24 months' }],
      secondary_outcomes: [
        { measure: 'Overall survival', time_frame: 'Up to 36 months' },
        { measure: 'Objective response rate (RECIST 1.1)', time_frame: 'Up to 24 months' },
      ],
      eligibility_criteria: 'Inclusion Criteria:\n\n* Stage IIIB/IV NSCLC\n* Progression after one platinum-based regimen\n\nExclusion Criteria:\n\n* Prior docetaxel',
      sex: 'ALL',
      minimum_age: '18 Years',
      maximum_age: null,
      healthy_volunteers: false,
      condition_branches: [],
      therapeutic_area_hint: 'Oncology',
      has_results: false,
      source_url: 'https://clinicaltrials.gov/study/NCT05512345',
      source_file: 'ctg-studies.json',
      study: undefined,
    });
  });

  it('keeps the original study object untouched for later diffs', () => {
    expect(parsed(nsclcV1).record.study).toEqual(nsclcV1);
  });

  it('gives a later version of the same study its own id, with the amended enrollment and status', () => {
    const { id, record } = parsed(nsclcV2);
    expect(id).toBe('NCT05512345@2024-09-17');
    expect([record.enrollment, record.overall_status]).toEqual([180, 'ACTIVE_NOT_RECRUITING']);
  });

  it('lists the CT.gov condition branches without "All Conditions" and reads results and missing outcome time frames', () => {
    expect(parsed(asthma).record).toMatchObject({
      condition_branches: ['Respiratory Tract (Lung and Bronchial) Diseases', 'Immune System Diseases'],
      therapeutic_area_hint: 'Respiratory',
      has_results: true,
      primary_outcomes: [{ measure: 'Change in FEV1', time_frame: null }],
      completion_date: '2022-06-01',
      completion_date_precision: 'month',
      official_title: null,
    });
  });

  it('fails a study without its version date or NCT id, naming the field', () => {
    expect(parseStudyVersion(broken, { live: true })).toEqual({
      ok: false,
      reason: 'protocolSection.statusModule.lastUpdatePostDateStruct.date: missing (it names the version)',
    });
    expect(parseStudyVersion({ protocolSection: {} }, { live: true })).toEqual({ ok: false, reason: 'protocolSection.identificationModule.nctId: missing' });
    const badNct = parseStudyVersion({ ...nsclcV1, protocolSection: { ...(nsclcV1.protocolSection as object), identificationModule: { nctId: 'NCT123', briefTitle: 'x' } } }, { live: true });
    expect(badNct.ok).toBe(false);
    if (!badNct.ok) expect(badNct.reason).toMatch(/^invalid record: nct_id: expected an NCT number/);
  });

  it.each([
    ['2024-03-05', { date: '2024-03-05', precision: 'day' }],
    ['2024-03', { date: '2024-03-01', precision: 'month' }],
    ['2024', { date: '2024-01-01', precision: 'year' }],
    [undefined, null],
  ])('reads the CT.gov date %j', (raw, expected) => {
    expect(ctgovDate(raw)).toEqual({ ok: true, value: expected });
  });

  it('fails a date CT.gov would not write', () => {
    expect(ctgovDate('March 2024')).toEqual({ ok: false, reason: 'unreadable date "March 2024"' });
    expect(ctgovDate('2024-02-30').ok).toBe(false);
  });
});

describe('therapeuticAreaHint', () => {
  it('takes the first condition a rule knows, before MeSH terms and branches', () => {
    expect(therapeuticAreaHint(['Pain, Postoperative', 'Lumbar Disc Herniation'], [], ['BC04'])).toBe('Musculoskeletal');
    expect(therapeuticAreaHint(['NSCLC'], [], [])).toBe('Oncology');
    expect(therapeuticAreaHint(['Healthy Volunteers'], ['Lung Neoplasms'], [])).toBe('Oncology');
  });

  it('falls back to the browse branches, Oncology first, and to null', () => {
    expect(therapeuticAreaHint(['Contrast Enhancement'], [], ['BC23', 'BC08', 'BC04'])).toBe('Oncology');
    expect(therapeuticAreaHint(['Contrast Enhancement'], [], ['BC23', 'All'])).toBeNull();
  });
});

describe('ctgov connector over a fixture mirror', () => {
  const made: string[] = [];
  const read = async (files: Record<string, string>) => {
    const mirrorDir = mkdtempSync(path.join(tmpdir(), 'regintel-ctgov-'));
    made.push(mirrorDir);
    mkdirSync(path.join(mirrorDir, CTGOV_DIR));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(mirrorDir, CTGOV_DIR, name), text);
    return collect(connector.readMirror({ mirrorDir, clock: systemClock }));
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps both versions of a study and dead-letters the study without a version date', async () => {
    const items = await read({ 'ctg-studies.json': fixtureText });
    expect(oks(items).map((item) => item.id)).toEqual(['NCT05512345@2024-03-05', 'NCT04411223@2023-01-10', 'NCT05512345@2024-09-17']);
    expect(fails(items).map(({ ref, reason }) => [ref, reason])).toEqual([['ctg-studies.json#3', 'protocolSection.statusModule.lastUpdatePostDateStruct.date: missing (it names the version)']]);
  });

  it('publishes a version found in two files once, and reads a saved API page as well as a download', async () => {
    const page = JSON.stringify({ studies: [nsclcV2, asthma], nextPageToken: 'NF0g5JGBlPM' });
    const items = await read({ 'a-download.json': JSON.stringify([nsclcV1, asthma]), 'b-api-page.json': page });
    expect(oks(items).map((item) => [item.id, body(item).source_file])).toEqual([
      ['NCT05512345@2024-03-05', 'a-download.json'],
      ['NCT04411223@2023-01-10', 'b-api-page.json'],
      ['NCT05512345@2024-09-17', 'b-api-page.json'],
    ]);
  });

  it('dead-letters a truncated file and an unexpected shape once each, and reads the rest', async () => {
    const items = await read({ 'a.json': fixtureText.slice(0, 500), 'b.json': JSON.stringify([asthma]), 'c.json': '{"study": {}}' });
    expect(fails(items).map(({ ref, reason }) => [ref, reason.split(':')[0]])).toEqual([
      ['a.json', 'invalid JSON'],
      ['c.json', 'expected a JSON array of studies or an API page with a studies array'],
    ]);
    expect(oks(items).map((item) => item.id)).toEqual(['NCT04411223@2023-01-10']);
  });
});

warnIfMissing(hasSharedData, 'the ClinicalTrials.gov checks over clinicaltrials_gov_v2');

describe.skipIf(!hasSharedData)('ctgov connector over ../shared/data', () => {
  let items: SourceItem[] = [];
  beforeAll(async () => {
    items = await collect(connector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
  });

  it('publishes the 10 + 100 + 100 + 50 studies of the four files as 260 versions and the 876 history versions, none failing', () => {
    expect(fails(items)).toEqual([]);
    const perFile: Record<string, number> = {};
    for (const item of oks(items)) perFile[body(item).source_file!] = (perFile[body(item).source_file!] ?? 0) + 1;
    expect(perFile).toEqual({
      'ctg_studies_asthma_10.json': 10,
      'ctg_studies_disc_herniation_100.json': 100,
      'ctg_studies_mixed_2023_50.json': 50,
      'ctg_studies_nsclc_100.json': 100,
      'historical_versions_ctgov_2022-03.csv': 876,
    });
    expect(new Set(oks(items).map((item) => item.id)).size).toBe(260 + 876);
  });

  it('has the NSCLC phase mix of PROVENANCE.md and hints Oncology for every NSCLC study, Respiratory for every asthma one', () => {
    const nsclc = oks(items).map(body).filter((record) => record.source_file === 'ctg_studies_nsclc_100.json');
    const phase = (value: string) => nsclc.filter((record) => record.phases.includes(value)).length;
    // PROVENANCE's "N/A 30": phase NA (8) plus the observational studies, which have no phase (22).
    const noPhase = nsclc.filter((record) => record.phases.length === 0 || record.phases.includes('NA')).length;
    expect([phase('PHASE2'), phase('PHASE1'), phase('PHASE3'), noPhase]).toEqual([53, 15, 8, 30]);
    expect(nsclc.filter((record) => record.lead_sponsor?.class === 'INDUSTRY')).toHaveLength(31);
    expect(nsclc.filter((record) => record.has_results)).toHaveLength(5);
    expect(nsclc.every((record) => record.therapeutic_area_hint === 'Oncology')).toBe(true);
    const asthmaStudies = oks(items).map(body).filter((record) => record.source_file === 'ctg_studies_asthma_10.json');
    expect(asthmaStudies.every((record) => record.therapeutic_area_hint === 'Respiratory')).toBe(true);
  });

  it('keeps the first-posted ranges of PROVENANCE.md', () => {
    const range = (file: string) => {
      const dates = oks(items).map(body).filter((record) => record.source_file === file).map((record) => record.first_posted_date!).sort();
      return [dates[0], dates.at(-1)];
    };
    expect(range('ctg_studies_nsclc_100.json')).toEqual(['2007-12-19', '2025-11-25']);
    expect(range('ctg_studies_disc_herniation_100.json')).toEqual(['1999-11-04', '2024-11-14']);
    expect(range('ctg_studies_mixed_2023_50.json')).toEqual(['2023-04-07', '2023-06-29']);
    expect(range('ctg_studies_asthma_10.json')).toEqual(['2006-12-12', '2025-03-07']);
  });
});

describe('ctgov live fetcher against a replay of the API v2', () => {
  let server: ReplayServer;
  let served: unknown[] = [];
  let override: object | null = null;
  let hits = 0;
  const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
  const rates: number[] = [];
  const live = (cursor: string | null = null, ctgov: Partial<LiveSettings['ctgov']> = {}) =>
    testLiveContext(testLiveSettings(server.url, { ctgov: { query: 'lung cancer', maxStudies: 1000, ...ctgov } }), { cursor, http: recordingHttpClient(rates, retries) });
  const studyRequests = () => server.requests.filter((request) => request.path === '/studies');

  /** One study a page with nextPageToken, as the API pages; the second hit answers 500 once. */
  function studiesPages(request: ReplayRequest) {
    hits += 1;
    if (hits === 2) return { status: 500, body: 'internal error' };
    if (override) return { body: override };
    const at = Number(request.query.get('pageToken')?.replace('tok-', '') ?? 0);
    const size = request.query.get('fields') ? 1 : Math.min(1, Number(request.query.get('pageSize')));
    const studies = served.slice(at, at + size);
    const more = at + size < served.length;
    return { body: { ...(request.query.get('countTotal') === 'true' ? { totalCount: served.length } : {}), studies, ...(more ? { nextPageToken: `tok-${at + size}` } : {}) } };
  }

  beforeAll(async () => {
    server = await startReplayServer([
      { path: '/studies', failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } }, respond: studiesPages },
    ]);
  });
  afterAll(async () => server?.close());

  it('pages with pageToken, retries the 429 and the 500, and saves the newest version date as the cursor', async () => {
    served = [nsclcV1, asthma, nsclcV2];
    const context = live();
    const items = await collect(connector.fetchLive!(context));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 500']);
    expect(oks(items).map((item) => item.id)).toEqual(['NCT05512345@2024-03-05', 'NCT04411223@2023-01-10', 'NCT05512345@2024-09-17']);
    expect(body(oks(items)[0])).toMatchObject({ source_file: null, source_url: 'https://clinicaltrials.gov/study/NCT05512345' });
    const first = studyRequests()[0]!;
    expect(Object.fromEntries(first.query)).toEqual({ format: 'json', 'query.term': 'lung cancer', pageSize: '1000', sort: 'LastUpdatePostDate:asc', countTotal: 'true' });
    // The 429 and the 500 are answered before the page they delay: each page token appears twice.
    expect(studyRequests().map((request) => request.query.get('pageToken'))).toEqual([null, null, 'tok-1', 'tok-1', 'tok-2']);
    expect(context.savedCursor()).toBe('2024-09-17');
    expect(new Set(rates)).toEqual(new Set([50 / 60]));
  });

  it('asks only for versions posted since the cursor, and keeps a new version beside the old ones', async () => {
    const amended = structuredClone(nsclcV2) as { protocolSection: { statusModule: Record<string, unknown>; designModule: { enrollmentInfo: Record<string, unknown> } } };
    amended.protocolSection.statusModule.lastUpdatePostDateStruct = { date: '2025-01-08', type: 'ACTUAL' };
    amended.protocolSection.statusModule.overallStatus = 'COMPLETED';
    served = [nsclcV2, amended];
    const before = studyRequests().length;
    const context = live('2024-09-17');
    const items = await collect(connector.fetchLive!(context));
    expect(studyRequests()[before]!.query.get('filter.advanced')).toBe('AREA[LastUpdatePostDate]RANGE[2024-09-17,MAX]');
    expect(oks(items).map((item) => [item.id, body(item).overall_status])).toEqual([
      ['NCT05512345@2024-09-17', 'ACTIVE_NOT_RECRUITING'],
      ['NCT05512345@2025-01-08', 'COMPLETED'],
    ]);
    expect(context.savedCursor()).toBe('2025-01-08');
  });

  it('stops at settings.ctgov.maxStudies, asking for pages no larger than the cap', async () => {
    served = [nsclcV1, asthma, nsclcV2];
    const before = studyRequests().length;
    const context = live(null, { maxStudies: 2, query: '' });
    const items = await collect(connector.fetchLive!(context));
    expect(oks(items)).toHaveLength(2);
    expect(studyRequests().slice(before).map((request) => [request.query.get('pageSize'), request.query.has('query.term')])).toEqual([
      ['2', false],
      ['2', false],
    ]);
    expect(context.savedCursor()).toBe('2024-03-05');
  });

  it('dead-letters a study without its version date and fails the run on a page that is not an API answer', async () => {
    served = [asthma, broken];
    const items = await collect(connector.fetchLive!(live()));
    expect(oks(items).map((item) => item.id)).toEqual(['NCT04411223@2023-01-10']);
    expect(fails(items)).toEqual([expect.objectContaining({ reason: 'protocolSection.statusModule.lastUpdatePostDateStruct.date: missing (it names the version)' })]);
    served = [42];
    const numbers = await collect(connector.fetchLive!(live()));
    expect(fails(numbers)).toEqual([expect.objectContaining({ reason: 'not a JSON object' })]);
    override = { error: 'maintenance' };
    await expect(collect(connector.fetchLive!(live()))).rejects.toThrow(/not a ClinicalTrials\.gov studies page \(studies: /);
    override = null;
  });

  it('fingerprints the query by its total and most recently updated study', async () => {
    served = [nsclcV2];
    expect(await connector.probeLive!(live())).toBe('lung cancer|1|NCT05512345@2024-09-17');
    const probe = studyRequests().at(-1)!;
    expect([probe.query.get('sort'), probe.query.get('pageSize'), probe.query.get('fields')]).toEqual(['LastUpdatePostDate:desc', '1', 'NCTId,LastUpdatePostDate']);
  });
});
