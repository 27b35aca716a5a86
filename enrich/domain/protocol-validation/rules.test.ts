import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { ecfrTitle21Connector } from '../../../ingest/sources/ecfr-title21/connector.ts';
import { ichGuidelinesConnector } from '../../../ingest/sources/ich-guidelines/connector.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import { PROTOCOL_RULES, ProtocolRuleDefinition, RULE_CATEGORIES, ruleDefinition, WHOLE_DOCUMENT } from './rules.ts';
import { eventsForHazardRatio, normalQuantile, parseHazardRatio, parseStandardisedEffect, participantsPerArm } from './sample-size.ts';

describe('protocol rule catalogue', () => {
  it('has at least 40 rules, each valid against the schema, with unique ids', () => {
    expect(PROTOCOL_RULES.length).toBeGreaterThanOrEqual(40);
    for (const rule of PROTOCOL_RULES) {
      const parsed = ProtocolRuleDefinition.strict().safeParse(ruleDefinition(rule));
      expect(parsed.success, `${rule.id}: ${parsed.error?.message}`).toBe(true);
      expect(typeof rule.check).toBe('function');
    }
    const ids = PROTOCOL_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers every category the issue names, with critical, warning and info severities', () => {
    const categories = new Set(PROTOCOL_RULES.map((rule) => rule.category));
    for (const category of RULE_CATEGORIES) expect(categories, category).toContain(category);
    expect(new Set(PROTOCOL_RULES.map((rule) => rule.severity))).toEqual(new Set(['critical', 'warning', 'info']));
    for (const authority of ['FDA', 'EMA', 'PMDA', 'Health Canada'] as const) expect(PROTOCOL_RULES.some((rule) => rule.scope.includes(authority)), authority).toBe(true);
  });

  it('cites section numbers in the forms the documents use', () => {
    for (const { id, regulatory_reference: ref } of PROTOCOL_RULES) {
      if (ref.section === WHOLE_DOCUMENT) continue;
      if (ref.document.startsWith('ICH E6(R3)')) expect(ref.section, id).toMatch(/^(?:[AB]\.\d+(?:\.\d+)*|\d+(?:\.\d+)+|II\.\d+(?:\.\d+)?)$/);
      else if (ref.document.startsWith('ICH E9 ') || ref.document.startsWith('ICH E10 ')) expect(ref.section, id).toMatch(/^\d+(?:\.\d+){0,2}$/);
      else if (ref.document.startsWith('21 CFR Part ')) {
        const part = /^21 CFR Part (\d+)/.exec(ref.document)?.[1];
        expect(ref.section, id).toMatch(new RegExp(`^${part}\\.\\d+(?:\\([a-z0-9]+\\))*$`));
      }
    }
  });
});

describe.skipIf(!hasSharedData)('cited sections exist in the mirrored texts', () => {
  warnIfMissing(hasSharedData, 'the citation check of the protocol rules');

  it('every ICH E6(R3) section cited is a section of the ingested guideline', async () => {
    const items = await collect(ichGuidelinesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
    const ids = new Set(items.filter((item) => item.ok).map((item) => item.id));
    const cited = PROTOCOL_RULES.filter((rule) => rule.regulatory_reference.document.startsWith('ICH E6(R3)')).map((rule) => `ICH E6(R3) ${rule.regulatory_reference.section}`);
    expect(cited.length).toBeGreaterThanOrEqual(10);
    for (const id of cited) expect(ids, id).toContain(id);
  }, 120_000);

  it('every cited CFR section of a part in the mirror resolves to an ingested section', async () => {
    const items = await collect(ecfrTitle21Connector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
    const ids = new Set(items.filter((item) => item.ok).map((item) => item.id));
    const parts = new Set([...ids].map((id) => /^21 CFR (\d+)\./.exec(id)?.[1]).filter((part): part is string => part !== undefined));
    const cited = PROTOCOL_RULES.map((rule) => rule.regulatory_reference)
      .filter((ref) => ref.document.startsWith('21 CFR Part '))
      .map((ref) => `21 CFR ${ref.section.replace(/\(.*$/, '')}`);
    const checkable = cited.filter((id) => parts.has(/^21 CFR (\d+)\./.exec(id)?.[1] ?? ''));
    expect(checkable).toContain('21 CFR 812.25');
    for (const id of checkable) expect(ids, id).toContain(id);
  }, 120_000);
});

describe('sample-size arithmetic', () => {
  it('matches the standard normal quantiles', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.9)).toBeCloseTo(1.281552, 5);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 5);
    expect(normalQuantile(0.005)).toBeCloseTo(-2.575829, 5);
  });

  it('gives the textbook sizes: 63 per arm for d = 0.5 at 80%/5%, 508 events for HR 0.75 at 90%/5%', () => {
    // 2 (1.95996 + 0.84162)² / 0.25 = 62.8 → 63; 4 (1.95996 + 1.28155)² / ln(0.75)² = 507.8 → 508
    expect(participantsPerArm(0.5, 0.05, 0.8)).toBe(63);
    expect(eventsForHazardRatio(0.75, 0.05, 0.9)).toBe(508);
    // one-sided 0.025 is the same test as two-sided 0.05
    expect(eventsForHazardRatio(0.75, 0.025, 0.9, true)).toBe(508);
  });

  it('reads effects from free text and ignores words that merely start with d', () => {
    expect(parseHazardRatio('target HR 0.75 for OS')).toBe(0.75);
    expect(parseHazardRatio('hazard ratio of .70')).toBe(0.7);
    expect(parseHazardRatio('HR 1.3')).toBeNull();
    expect(parseStandardisedEffect("Cohen's d = 0.4")).toBe(0.4);
    expect(parseStandardisedEffect('standardized effect size d = 0.35 on MADRS')).toBe(0.35);
    expect(parseStandardisedEffect('difference of 20 percentage points, SD 45%')).toBeNull();
  });
});
