import { describe, expect, it } from 'vitest';
import { EVENT_TAXONOMY } from '../graph/knowledge/event-taxonomy.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../test/fixtures/shared.ts';
import { citationExamplesByType, parseCitationCatalogue, readCitationTrainingSet } from './citation-catalogue.ts';

warnIfMissing(hasSharedData, 'labelling the FY2019 citation catalogue');

describe('parseCitationCatalogue', () => {
  it('reads the columns of the FY2019 CSV, quoted commas included', () => {
    const csv = 'Sheet,Citation Program Area,Cite Id,Reference Number,Short Description,Long Description,Frequency\nDrugs,Drugs,1,21 CFR 211.192,"Investigations of discrepancies, failures","There is a failure to review [a] [b].  Specifically, ***",167\n';
    expect(parseCitationCatalogue(csv)).toEqual([
      { sheet: 'Drugs', reference: '21 CFR 211.192', short_description: 'Investigations of discrepancies, failures', long_description: 'There is a failure to review [a] [b].  Specifically, ***', frequency: 167 },
    ]);
  });

  it('says why there is no training set when the mirror lacks the catalogue', () => {
    const result = readCitationTrainingSet('/nonexistent-mirror');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/absent/);
  });
});

describe.skipIf(!hasSharedData)('the FY2019 catalogue in ../shared/data, labelled through its CFR sections', () => {
  it('labels about a third of the 1,789 citations, over most taxonomy types and every product class', () => {
    const result = readCitationTrainingSet(sharedDataDir);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { citations } = result;
    expect(citations.length).toBeGreaterThan(550);
    expect(citations.length).toBeLessThan(750);
    const byType = citationExamplesByType(citations);
    expect(Object.keys(byType).length).toBeGreaterThanOrEqual(30);
    const ids = new Set(EVENT_TAXONOMY.event_types.map((type) => type.id));
    expect(Object.keys(byType).filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set(citations.map((citation) => citation.product_type))).toEqual(new Set(['drug', 'device', 'food', 'supplement']));
    expect(citations.every((citation) => !citation.text.includes('***') && !citation.text.includes('['))).toBe(true);
  });
});
