import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { complianceActionsConnector } from '../../../ingest/sources/fda-compliance-actions/connector.ts';
import { form483DocumentsConnector } from '../../../ingest/sources/fda-form483/connector.ts';
import { inspectionObservationsConnector } from '../../../ingest/sources/fda-inspection-observations/connector.ts';
import { readingRoomConnector } from '../../../ingest/sources/fda-reading-room/connector.ts';
import type { SourceItem } from '../../../ingest/connector.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import { type CatalogueEntry, createCatalogueMatcher } from '../catalogue-match.ts';
import { productTypeOf } from '../product-type.ts';
import { observationLead, splitObservations } from '../split-observations.ts';
import {
  createExpertPrior,
  deriveSectionWeights,
  type DerivedSectionWeights,
  followUpCitations,
  sectionKey,
  type SectionEvent,
  type SectionOutcome,
} from './section-severity.ts';

warnIfMissing(hasSharedData, 'the data run of section severity weights (483 texts, citation catalogue, compliance actions)');

/**
 * The data run of deriveSectionWeights over the shared mirror: citations are the 483 observations
 * (reading-room OCR set and 483 documents) matched to FDA's FY2019 citation catalogue, outcomes are
 * the warning letters of the compliance-action exports. There are no OAI classifications in the
 * mirror, so the only outcome is a warning letter within 24 months. Asserts only what the data can
 * support; prints the top sections for the issue note.
 */
describe.skipIf(!hasSharedData)('section severity weights over the shared data', () => {
  const read = async (connector: { readMirror: typeof readingRoomConnector.readMirror }): Promise<Array<Record<string, unknown>>> =>
    (await collect(connector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }))).flatMap((item: SourceItem) => (item.ok ? [item.body] : []));

  const events: SectionEvent[] = [];
  let outcomes: SectionOutcome[] = [];
  let observedUntil = '';
  let observations = 0;
  let inspections = 0;
  let derived: DerivedSectionWeights;
  const PRIOR_STRENGTH = 10;

  beforeAll(async () => {
    const catalogue = (await read(inspectionObservationsConnector)) as unknown as CatalogueEntry[];
    const matcher = createCatalogueMatcher(catalogue);
    // One document per inspection: the born-digital 483 when both copies exist.
    const documents = new Map<string, Record<string, unknown>>();
    for (const doc of [...(await read(readingRoomConnector)), ...(await read(form483DocumentsConnector))]) {
      const id = String(doc.inspection_id);
      if (!documents.has(id) || doc.text_quality === 'born_digital') documents.set(id, doc);
    }
    inspections = documents.size;
    for (const doc of documents.values()) {
      const { program_area } = productTypeOf(doc.establishment_type as string | null);
      for (const observation of splitObservations(String(doc.observations_text))) {
        observations += 1;
        const match = matcher.match(observationLead(observation.text), { programArea: program_area });
        if (match) events.push({ fei: String(doc.fei_number), cfr_section: sectionKey(match.act_cfr_number), date: String(doc.inspection_end_date) });
      }
    }
    const actions = await read(complianceActionsConnector);
    outcomes = actions
      .filter((a) => a.action_type === 'Warning Letter')
      .map((a) => ({ fei: String(a.fei_number), date: String(a.action_taken_date), kind: 'warning_letter' as const }));
    observedUntil = outcomes.map((o) => o.date).reduce((a, b) => (a > b ? a : b), '');
    const { followUps } = followUpCitations(events, outcomes, { windowMonths: 24, observedUntil });
    const baseRate = followUps.filter((f) => f.outcome).length / followUps.length;
    derived = deriveSectionWeights(events, outcomes, { windowMonths: 24, prior: createExpertPrior(baseRate), priorStrength: PRIOR_STRENGTH, observedUntil });
  }, 120_000);

  it('finds citations and warning letters to relate', () => {
    expect(observations).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    expect(outcomes.length).toBeGreaterThan(0);
    expect(derived.events).toBeGreaterThan(0);
    expect(Object.keys(derived.sections).length).toBeGreaterThan(0);
    // Every section key is canonical (no paragraphs): the grain the composite score looks up.
    for (const section of Object.keys(derived.sections)) expect(section).toBe(sectionKey(section));
  });

  it('keeps rates, posteriors and weights within [0, 1], with the top section at 1', () => {
    const all = Object.values(derived.sections);
    for (const s of all) {
      for (const value of [s.rate, s.prior, s.posterior, s.weight]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
      expect(s.followed_by_outcome).toBeLessThanOrEqual(s.cited);
    }
    expect(Math.max(...all.map((s) => s.weight))).toBe(1);
    expect(derived.base_rate).toBeGreaterThan(0);
    expect(derived.base_rate).toBeLessThan(1);
  });

  it('puts every posterior between its prior and its raw rate, nearer the prior when a section is rarely cited', () => {
    for (const s of Object.values(derived.sections)) {
      const lo = Math.min(s.prior, s.rate) - 1e-4;
      const hi = Math.max(s.prior, s.rate) + 1e-4;
      expect(s.posterior).toBeGreaterThanOrEqual(lo);
      expect(s.posterior).toBeLessThanOrEqual(hi);
      // The posterior moves cited / (cited + m) of the way from the prior to the rate: less than
      // half-way for a section cited fewer than m times (values are stored to 4 decimals).
      const expected = s.prior + (s.rate - s.prior) * (s.cited / (s.cited + PRIOR_STRENGTH));
      expect(Math.abs(s.posterior - expected)).toBeLessThan(2e-4);
      if (s.cited < PRIOR_STRENGTH) expect(Math.abs(s.posterior - s.prior)).toBeLessThan(Math.abs(s.rate - s.prior) / 2 + 2e-4);
      expect(s.source).toBe(s.cited >= PRIOR_STRENGTH ? 'data' : 'prior');
    }
  });

  it('prints the top sections by derived weight', () => {
    const all = Object.values(derived.sections);
    const top = all.slice(0, 15);
    const row = (s: (typeof all)[number]): string =>
      `  ${s.section.padEnd(18)} weight ${s.weight.toFixed(3)}  cited ${String(s.cited).padStart(3)}  followed ${String(s.followed_by_outcome).padStart(3)}  rate ${s.rate.toFixed(3)}  prior ${s.prior.toFixed(3)}  posterior ${s.posterior.toFixed(3)}  ${s.source}`;
    console.log(
      [
        `section weights: ${inspections} 483s, ${observations} observations, ${events.length} matched citations at ${new Set(events.map((e) => e.fei)).size} facilities, ` +
          `${derived.events} distinct (facility, section, date), ` +
          `${derived.censored} censored, ${derived.followed} followed by a warning letter within 24 months (base rate ${derived.base_rate.toFixed(3)}); ` +
          `${outcomes.length} warning letters observed until ${observedUntil}; prior strength ${PRIOR_STRENGTH}`,
        `${all.length} sections, ${all.filter((s) => s.source === 'data').length} with at least ${PRIOR_STRENGTH} citations; top 15:`,
        ...top.map(row),
        'lowest 5:',
        ...all.slice(-5).map(row),
      ].join('\n'),
    );
    expect(top.length).toBeGreaterThan(0);
  });
});
