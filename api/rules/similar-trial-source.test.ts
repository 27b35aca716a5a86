import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStudyCandidate } from '../../enrich/domain/protocol-validation/similar-trials.ts';
import { ctgovStudiesConnector } from '../../ingest/sources/ctgov-studies/connector.ts';
import type { CtgovStudyVersionRecord } from '../../ingest/sources/ctgov-studies/record.ts';
import { createEmbeddedEventBus } from '../../infra/bus/event-bus.embedded.ts';
import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createFixedClock, systemClock } from '../../infra/clock.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { collect } from '../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../test/fixtures/shared.ts';
import { createSimilarTrialSource } from './similar-trial-source.ts';

warnIfMissing(hasSharedData, 'the similar-trials source over real ClinicalTrials.gov records on the log');

/*
 * The source reads `raw.ctgov.studies` as the connector publishes it (real mirror records), keeps
 * the latest registry version of each study whatever order versions arrive in, and looks at the log
 * again only after its recheck interval.
 */
describe.skipIf(!hasSharedData)('similar-trial source over the log', () => {
  let dir = '';
  let bus: EventBus;
  let records: CtgovStudyVersionRecord[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'regintel-similar-trials-'));
    bus = createEmbeddedEventBus({ file: join(dir, 'bus.db'), logger: createSilentLogger() });
    await bus.ensureTopics([TOPICS.rawCtgovStudies]);
    const items = await collect(ctgovStudiesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
    records = items.flatMap((item) => (item.ok ? [item.body as CtgovStudyVersionRecord] : []));
  }, 120_000);

  afterAll(async () => {
    await bus?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const publish = (values: readonly CtgovStudyVersionRecord[]) => bus.publish(TOPICS.rawCtgovStudies, values.map((value) => ({ key: value.nct_id, value })));

  it('keeps each study at its latest version, reads only new messages, and looks again only after the recheck interval', async () => {
    // A study of the record histories that was recruiting in an earlier version and is COMPLETED in its latest one.
    const byStudy = new Map<string, CtgovStudyVersionRecord[]>();
    for (const record of records) byStudy.set(record.nct_id, [...(byStudy.get(record.nct_id) ?? []), record]);
    const completedLater = [...byStudy.values()]
      .map((versions) => versions.toSorted((a, b) => a.version_date.localeCompare(b.version_date)))
      .find((versions) => {
        const latest = versions.at(-1);
        return versions.length >= 2 && latest?.overall_status === 'COMPLETED' && versions[0]?.overall_status === 'RECRUITING' && readStudyCandidate(latest.study)?.candidate != null;
      });
    if (!completedLater) throw new Error('the record histories hold no study that was recruiting and is now completed in an area');
    const nct = completedLater[0]?.nct_id ?? '';

    const clock = createFixedClock('2026-05-01T00:00:00Z');
    const source = createSimilarTrialSource({ bus, clock, recheckMs: 10_000 });
    expect((await source.index()).size).toBe(0);

    // The latest version arrives first, the earlier (recruiting) one after it: the latest still decides.
    await publish([completedLater.at(-1) as CtgovStudyVersionRecord, completedLater[0] as CtgovStudyVersionRecord]);
    expect((await source.index()).size).toBe(0);
    clock.advance(10_000);
    const index = await source.index();
    expect(index.size).toBe(1);
    expect([...index.byArea.values()].flat().map((entry) => entry.candidate.trial_id)).toEqual([nct]);

    // Everything else of the mirror: each study once, at its latest version.
    await publish(records.filter((record) => record.nct_id !== nct));
    clock.advance(10_000);
    const full = await source.index();
    const latestOf = new Map<string, CtgovStudyVersionRecord>();
    for (const record of records) if ((latestOf.get(record.nct_id)?.version_date ?? '') < record.version_date) latestOf.set(record.nct_id, record);
    const expected = [...latestOf.values()].filter((record) => readStudyCandidate(record.study)?.candidate != null).length;
    expect(full.size).toBe(expected);
    expect(full.size).toBeLessThan(latestOf.size);
    // Nothing new on the log: the same index object is handed out again.
    clock.advance(10_000);
    expect(await source.index()).toBe(full);
  }, 60_000);
});
